import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@kasa/contract/envelope';
import { OpsPath, type OperatorRole, type OpsLoginChallenge, type OpsSession } from '@kasa/contract/ops';
import { createOperatorAccount } from './ops.service.ts';
import { totpCode } from './ops.totp.ts';

// Operators for tests: an account made straight in the database, then signed in through the two real steps.

export const TEST_OPERATOR_PASSWORD = 'test-operator-password';

export interface TestOperator {
  id: string;
  username: string;
  totpSecret: string;
  token: string;
  /** `Authorization: Bearer <token>` for app.inject / api() calls. */
  headers: { authorization: string };
}

/** Makes an operator with `roles` (a fresh username each time unless given). */
export async function createTestOperator(
  app: FastifyInstance,
  roles: readonly OperatorRole[],
  username = `op${randomBytes(5).toString('hex')}`,
) {
  return createOperatorAccount(
    app.db,
    app.clock,
    app.appConfig.passwordHashCost,
    app.appConfig.operatorSecretKey,
    { username, password: TEST_OPERATOR_PASSWORD, roles },
    { operatorId: null, actor: 'test', ip: null, requestId: null },
  );
}

/** Both sign-in steps through the API; throws unless they succeed. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  totpSecret: string,
  ip = '127.0.0.1',
): Promise<OpsSession> {
  const step1 = await app.inject({
    method: 'POST',
    url: `/api/${OpsPath.login}`,
    remoteAddress: ip,
    payload: { username, password: TEST_OPERATOR_PASSWORD },
  });
  if (step1.statusCode !== 200) throw new Error(`ops login: ${step1.statusCode} ${step1.body}`);
  const { challenge } = (step1.json() as Envelope<OpsLoginChallenge>).data;
  const step2 = await app.inject({
    method: 'POST',
    url: `/api/${OpsPath.totp}`,
    remoteAddress: ip,
    payload: { challenge, code: totpCode(totpSecret, app.clock.now()) },
  });
  if (step2.statusCode !== 200) throw new Error(`ops totp: ${step2.statusCode} ${step2.body}`);
  return (step2.json() as Envelope<OpsSession>).data;
}

/** A signed-in operator with `roles` (default: admin). */
export async function signInOperator(
  app: FastifyInstance,
  roles: readonly OperatorRole[] = ['admin'],
  username?: string,
): Promise<TestOperator> {
  const created = await createTestOperator(app, roles, username);
  const session = await signIn(app, created.operator.username, created.totpSecret);
  return {
    id: created.operator.id,
    username: created.operator.username,
    totpSecret: created.totpSecret,
    token: session.token,
    headers: { authorization: `Bearer ${session.token}` },
  };
}
