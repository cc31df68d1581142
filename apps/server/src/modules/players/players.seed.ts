import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { openPlayerAccounts } from '../wallet/wallet.service.ts';
import * as repo from './players.repository.ts';

/** The demo player named in the README. Created once; a restart never resets its password or data. */
export const DEMO_PLAYER = {
  username: 'kasademo',
  password: 'Demo12345',
  name: 'Demo',
  surname: 'Oyuncu',
  email: 'demo@kasa.local',
  phone: '905551112233',
  personalNo: '10000000146',
  birthDate: '1990-01-01',
  countryId: 235,
} as const;

export async function seedPlayers(db: Db, clock: Clock, passwordHashCost: number): Promise<void> {
  if (await repo.findByUsername(db, DEMO_PLAYER.username)) return;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PLAYER.password, passwordHashCost);
  await db.transaction().execute(async (tx) => {
    // Two nodes starting together: the second insert meets the unique index and does nothing.
    const inserted = await repo.insertPlayerIfMissing(tx, {
      username: DEMO_PLAYER.username,
      email: DEMO_PLAYER.email,
      password_hash: passwordHash,
      name: DEMO_PLAYER.name,
      surname: DEMO_PLAYER.surname,
      phone: DEMO_PLAYER.phone,
      sms_verified: true,
      personal_no: DEMO_PLAYER.personalNo,
      birth_date: DEMO_PLAYER.birthDate,
      country_id: DEMO_PLAYER.countryId,
      currency_id: 1,
      trial_bonus: false,
      is_fast: false,
      referrer_id: null,
      created_at: now,
      updated_at: now,
    });
    // A player always has wallet accounts, opened with the player in one transaction.
    if (inserted) await openPlayerAccounts(tx, inserted, now);
  });
}
