import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { DEV_OPERATOR_SECRET_KEY, openSecret } from '../../lib/secret-box.ts';
import * as repo from './ops.repository.ts';
import { DEMO_OPERATOR } from './ops.demo.ts';
import { createOperatorAccount } from './ops.service.ts';

/**
 * Whether a stored secret is the demo operator's public one. Sealed under another key (a development database opened
 * with production's key) it cannot be read: a demo-named operator from development is retired all the same.
 */
function isDemoSecret(stored: string, secretKey: Buffer): boolean {
  try {
    return openSecret(stored, secretKey) === DEMO_OPERATOR.totpSecret;
  } catch {
    return openSecret(stored, DEV_OPERATOR_SECRET_KEY) === DEMO_OPERATOR.totpSecret;
  }
}

/** The README's demo operator (ops.demo.ts), made once; seeded only outside production. */
export async function seedDemoOperator(
  db: Db,
  clock: Clock,
  passwordHashCost: number,
  secretKey: Buffer,
): Promise<void> {
  if (await repo.findOperatorByUsername(db, DEMO_OPERATOR.username)) return;
  try {
    await createOperatorAccount(
      db,
      clock,
      passwordHashCost,
      secretKey,
      { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password, roles: DEMO_OPERATOR.roles },
      { operatorId: null, actor: 'seed:development', ip: null, requestId: null },
      DEMO_OPERATOR.totpSecret,
    );
  } catch (error) {
    // Two nodes seeding at once: the second finds the first's row (a 409 from the service).
    if (!(error instanceof AppError && error.status === 409)) throw error;
  }
}

/**
 * Production: a database that was once run in development keeps the demo operator, whose secret is public. Disable it
 * (and end its sessions) at every production start; an operator of that name with another secret is left alone.
 */
export async function retireDemoOperator(db: Db, clock: Clock, secretKey: Buffer): Promise<void> {
  const row = await repo.findOperatorByUsername(db, DEMO_OPERATOR.username);
  if (!row || row.disabled_at || !isDemoSecret(row.totp_secret, secretKey)) return;
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    await repo.updateOperator(tx, row.id, { disabledAt: now }, now);
    await repo.revokeOperatorSessions(tx, row.id, 'disabled', now);
    await repo.insertAudit(tx, {
      operatorId: null,
      actor: 'seed:production',
      action: 'operator.update',
      route: null,
      targetType: 'operator',
      targetId: row.id,
      before: { disabled: false },
      after: { disabled: true },
      status: null,
      ip: null,
      requestId: null,
      now,
    });
  });
}
