import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './ops.repository.ts';
import { DEMO_OPERATOR } from './ops.demo.ts';
import { createOperatorAccount } from './ops.service.ts';

/** The README's demo operator (ops.demo.ts), made once; seeded only outside production. */
export async function seedDemoOperator(db: Db, clock: Clock, passwordHashCost: number): Promise<void> {
  if (await repo.findOperatorByUsername(db, DEMO_OPERATOR.username)) return;
  try {
    await createOperatorAccount(
      db,
      clock,
      passwordHashCost,
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
export async function retireDemoOperator(db: Db, clock: Clock): Promise<void> {
  const row = await repo.findOperatorByUsername(db, DEMO_OPERATOR.username);
  if (!row || row.disabled_at || row.totp_secret !== DEMO_OPERATOR.totpSecret) return;
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
