import type { Country } from '@kasa/contract/auth';
import type { Locale } from '@kasa/contract/constants';
import type { Db } from '../../db/create-db.ts';
import * as repo from './settings.repository.ts';

const nameIn = (locale: Locale, row: { name_tr: string; name_en: string }) =>
  locale === 'en' ? row.name_en : row.name_tr;

export function createSettingsService(db: Db) {
  return {
    /** Countries named in the locale, in that language's alphabetical order (Turkish collation for tr). */
    async listCountries(locale: Locale): Promise<Country[]> {
      const rows = await repo.listCountries(db);
      const collator = new Intl.Collator(locale);
      return rows
        .map((row) => ({ id: row.id, name: nameIn(locale, row) }))
        .sort((a, b) => collator.compare(a.name, b.name));
    },

    async findCountry(id: number, locale: Locale): Promise<Country | null> {
      const row = await repo.findCountry(db, id);
      return row ? { id: row.id, name: nameIn(locale, row) } : null;
    },

    /** An active site option's value (keys as seeded, e.g. 'trial-bonus-amount'), or null. */
    siteOption: async (key: string, tx: Db = db): Promise<string | null> =>
      (await repo.findActiveSiteOption(tx, key)) ?? null,

    /** Every site option, active or not (the bootstrap serves both; the client keeps the active ones). */
    listSiteOptions: () => repo.listSiteOptions(db),

    /** An operator's change of one option (created when missing). */
    saveSiteOption: (option: { key: string; value: string; isActive: boolean }) =>
      repo.upsertSiteOption(db, { key: option.key, value: option.value, is_active: option.isActive }),

    /** The site's translated strings in one language, by key. */
    listTranslations: (locale: Locale) => repo.listTranslations(db, locale),

    /** Every text in every language (the back office, docs/decisions/0550). */
    listAllTranslations: () => repo.listAllTranslations(db),

    /** An operator's texts of one key in both languages. */
    saveTranslation: (key: string, values: Record<Locale, string>) =>
      repo.upsertTranslations(
        db,
        Object.entries(values).map(([locale, value]) => ({ locale, key, value })),
      ),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
