import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../lib/app-error.ts';

const BEARER = /^Bearer\s+(\S{1,500})$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();
/** Who pressed the button, for the audit log (e.g. the CLI sends $USER); the token itself is shared. */
const OPERATOR_NAME = /^[\w.@-]{1,40}$/;

/**
 * The operator credential of every /api/ops/… route until the back office exists: `Authorization: Bearer
 * <OPERATOR_TOKEN>`, compared in constant time. No token configured → every such route answers 404. Call inside the
 * routes plugin: it adds the pre-handler to that plugin's routes only.
 */
export function guardOperatorRoutes(app: FastifyInstance): void {
  const token = app.appConfig.operatorToken;
  const expected = token ? digest(token) : null;
  app.addHook('preHandler', async (request) => {
    if (!expected) throw new AppError(404, 'e.operatorDisabled');
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    // Hash both sides so the comparison takes the same time whatever the lengths.
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized();
  });
}

/** The acting operator for the audit log. */
export function operatorOf(request: FastifyRequest): string {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && OPERATOR_NAME.test(name) ? `operator:${name}` : 'operator';
}
