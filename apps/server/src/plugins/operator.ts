import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@kasa/contract/api';
import { AppError, unauthorized } from '../lib/app-error.ts';
import { clientInfo } from '../lib/http.ts';
import { allows, ruleOf, type RouteRule } from '../modules/ops/ops.permissions.ts';
import { actorName, type AuditActor, type OperatorAuth } from '../modules/ops/ops.service.ts';

/** What a write changed, for the operator audit log: set by the handler, written by the guard's onSend hook. */
export interface OpsAuditNote {
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api/ops/ (the role × route test is built from it). */
    opsRoutes: Array<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** The signed-in operator of an /api/ops/… call (set by the guard). */
    operator: OperatorAuth | null;
    opsAudit: OpsAuditNote | null;
  }
}

const OPS_PREFIX = `${API_BASE}ops/`;
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/i;

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The operators' guard (docs/decisions/0500), on every route under /api/ops/ whatever module registers it: an operator
 * session (`Authorization: Bearer <token>` from ops/auth/totp) or 401; the route's rule (modules/ops/ops.permissions.ts)
 * checked against the operator's roles or 403 — a route with no rule is refused to everyone; and, once answered, one
 * row in the append-only operator audit log with the operator's id from the session, the action, its target, the
 * before and after a handler noted (`noteAudit`), the status and the address.
 */
export const operatorGuardPlugin = fp(
  async (app) => {
    app.decorate('opsRoutes', []);
    app.decorateRequest('operator', null);
    app.decorateRequest('opsAudit', null);

    const guard = (rule: RouteRule | undefined): onRequestHookHandler =>
      async function operatorGuard(request: FastifyRequest) {
        if (rule?.kind === 'public') return;
        const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
        const operator = token ? await app.services.ops.authenticate(token) : null;
        if (!operator) throw unauthorized();
        request.operator = operator;
        if (!rule || !allows(operator.ability, rule)) throw new AppError(403, 'e.operatorForbidden');
      };

    const audit = (rule: RouteRule | undefined, route: string): onSendHookHandler =>
      async function operatorAudit(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        const operator = request.operator;
        // Sign-in steps audit themselves (there is no operator yet); a call without a session has no one to name.
        if (rule?.kind === 'public' || !operator) return payload;
        const note = request.opsAudit;
        const params = (request.params ?? {}) as Record<string, string>;
        const [firstParam] = Object.entries(params);
        await app.services.ops.record(operatorActor(request), {
          action: rule?.action ?? 'unlisted',
          route,
          targetType: note?.targetType ?? firstParam?.[0] ?? null,
          targetId: note?.targetId ?? firstParam?.[1] ?? null,
          before: note?.before ?? null,
          after: note?.after ?? null,
          status: reply.statusCode,
        });
        return payload;
      };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(OPS_PREFIX)) return;
      const methods = asArray(route.method);
      for (const method of methods) app.opsRoutes.push({ method, url: route.url });
      const rule = ruleOf(String(methods[0]), route.url, API_BASE);
      const name = `${methods.join(',')} ${route.url}`;
      route.onRequest = [guard(rule), ...asArray(route.onRequest)];
      route.onSend = [...asArray(route.onSend), audit(rule, name)];
    });
  },
  { name: 'operator-guard', dependencies: ['services'] },
);

/** The operator calling an /api/ops/… route (the guard has checked the session). */
export function requireOperator(request: FastifyRequest): OperatorAuth {
  if (!request.operator) throw unauthorized();
  return request.operator;
}

/** Who is acting, for the audit log: the operator from the session, the address, the request id. */
export function operatorActor(request: FastifyRequest): AuditActor {
  const operator = requireOperator(request);
  return {
    operatorId: operator.operatorId,
    actor: actorName(operator),
    ip: clientInfo(request).ip,
    requestId: request.id,
  };
}

/** The acting operator as other modules' audit trails name them (`operator:<id>:<username>`). */
export function operatorOf(request: FastifyRequest): string {
  return actorName(requireOperator(request));
}

/** What this call changed, for its audit row. */
export function noteAudit(request: FastifyRequest, note: OpsAuditNote): void {
  request.opsAudit = { ...request.opsAudit, ...note };
}
