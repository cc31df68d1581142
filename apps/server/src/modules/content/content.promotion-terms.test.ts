import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMBO_BOOST } from '@kasa/contract/sports-bets';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PROMOTIONS, seedContent } from './content.seed.ts';

// The combo boost promotion's page says the rules the settlement applies (contract COMBO_BOOST, docs/decisions/0240),
// and a database seeded with the older wording is corrected at start, once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const combo = PROMOTIONS.find((p) => p.code === 'sports-combo')!;

describe('the combo boost promotion', () => {
  it('states every rule of COMBO_BOOST in both languages: steps, minimum odds, cap, High Rate, void legs, cash-out', () => {
    for (const step of COMBO_BOOST.steps) {
      expect(combo.description_en).toContain(`<td>${step.percent}%</td>`);
      expect(combo.description_tr).toContain(`<td>%${step.percent}</td>`);
    }
    expect(combo.description_en).toContain(`<td>${COMBO_BOOST.minLegs}</td>`);
    expect(combo.terms_en).toContain(`at least ${COMBO_BOOST.minOdds.toFixed(2)}`);
    expect(combo.terms_tr).toContain(`en az ${COMBO_BOOST.minOdds.toFixed(2).replace('.', ',')}`);
    expect(combo.terms_en).toContain(`₺${(COMBO_BOOST.capKurus / 100).toLocaleString('en-US')}`);
    expect(combo.terms_tr).toContain(`₺${(COMBO_BOOST.capKurus / 100).toLocaleString('tr-TR')}`);
    expect(combo.terms_en).toContain('High Rate');
    expect(combo.terms_en).toContain('void selections do not count');
    expect(combo.terms_en).toContain('cashed out');
    expect(combo.terms_tr).toContain('Yüksek Oran');
    expect(combo.terms_tr).toContain('iptal edilen seçimler');
  });

  it('a database seeded with the older terms gets the corrected ones at start, once', async () => {
    const old = {
      tr: '<ul><li>Her seçimin oranı en az 1.30 olmalıdır.</li><li>Ekstra kazanç en fazla ₺10.000’dir.</li><li>Nakit bakiyeyle oynanan ön maç ve canlı kuponlar geçerlidir; erken ödeme (cash out) yapılan kuponlar hariçtir.</li></ul>',
      en: '<ul><li>Every selection must have odds of at least 1.30.</li><li>Extra winnings are capped at ₺10,000.</li><li>Pre-match and live slips placed with cash count; slips that were cashed out early do not.</li></ul>',
    };
    await sql`update content_promotions set terms_tr = ${old.tr}, terms_en = ${old.en} where code = 'sports-combo'`.execute(
      t.db,
    );
    await seedContent(t.db, new Date());
    await seedContent(t.db, new Date());
    const row = await t.db
      .selectFrom('content_promotions')
      .select(['terms_tr', 'terms_en'])
      .where('code', '=', 'sports-combo')
      .executeTakeFirstOrThrow();
    expect(row.terms_en).toBe(combo.terms_en);
    expect(row.terms_tr).toBe(combo.terms_tr);
  });
});
