import { sql } from 'kysely';
import type { OpsPlayerSort } from '@kasa/contract/ops-backoffice';
import type { Db } from '../../db/create-db.ts';

// The players module's reads for the back office (modules/backoffice, docs/decisions/0510).

/** New accounts per Europe/Istanbul day of their creation in [from, to). */
export async function registrationsByDay(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const { rows } = await sql<{ day: string; n: string }>`
    select to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as day, count(*) as n
      from players where created_at >= ${from} and created_at < ${to}
     group by 1`.execute(db);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Players matching `q`, newest first: username, first or last name (or both), e-mail — any case, any part; phone and
 * TC No — exact or prefix (digits only, a leading +90 or 0 of a phone ignored); the id — exact; plus `extraIds` (found
 * by another module, e.g. by IBAN). An empty `q` lists everyone.
 */
export async function searchPlayers(
  db: Db,
  q: string,
  extraIds: readonly string[],
  skip: number,
  take: number,
  sort: OpsPlayerSort = 'newest',
) {
  let query = db.selectFrom('players');
  const text = q.trim();
  if (text !== '') {
    const like = `%${escapeLike(text.toLowerCase())}%`;
    const digits = text.replace(/\D/g, '');
    const numeric = /^[\d\s+()-]+$/.test(text) && digits.length > 0;
    const phone = digits.replace(/^(90|0)/, '');
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, 'like', like),
        eb(sql<string>`lower(name)`, 'like', like),
        eb(sql<string>`lower(surname)`, 'like', like),
        eb(sql<string>`lower(name || ' ' || surname)`, 'like', like),
        eb(sql<string>`lower(email)`, 'like', like),
        ...(numeric
          ? [
              eb('personal_no', 'like', `${digits}%`),
              ...(phone.length >= 3
                ? [
                    eb(
                      sql<string>`regexp_replace(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), '^(90|0)', '')`,
                      'like',
                      `${phone}%`,
                    ),
                  ]
                : []),
              ...(digits.length <= 18 ? [eb('id', '=', digits)] : []),
            ]
          : []),
        ...(extraIds.length > 0 ? [eb('id', 'in', extraIds)] : []),
      ]),
    );
  }
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const ordered =
    sort === 'username'
      ? query
          .selectAll()
          .orderBy(sql`lower(username) collate "C"`)
          .orderBy('id')
      : query.selectAll().orderBy('id', sort === 'oldest' ? 'asc' : 'desc');
  const rows = await ordered.limit(take).offset(skip).execute();
  return { total: Number(counted.n), rows };
}
