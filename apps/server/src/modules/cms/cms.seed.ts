import type { Db } from '../../db/create-db.ts';
import { COUNTRIES } from './countries.data.ts';
import * as repo from './cms.repository.ts';

// Site options and translations the site needs so far; later issues (bootstrap, CMS) add to these lists.
const SITE_OPTIONS = [
  { key: 'telegram', value: 'https://t.me/kasa', is_active: true },
  { key: 'twitter', value: 'https://x.com/kasa', is_active: true },
  { key: 'instagram', value: 'https://instagram.com/kasa', is_active: true },
  { key: 'domain-current', value: 'kasa.local', is_active: true },
  { key: 'domain-next', value: 'kasa2.local', is_active: true },
  // Lira; read by the bonus module (bonus/definetrialbonus). 0 = no trial bonus offered.
  { key: 'trial-bonus-amount', value: '100', is_active: true },
];

const TRANSLATIONS = [
  { locale: 'tr', key: 'site.name', value: 'Kasa' },
  { locale: 'en', key: 'site.name', value: 'Kasa' },
];

export async function seedCms(db: Db): Promise<void> {
  await repo.upsertCountries(
    db,
    COUNTRIES.map(([id, code, nameTr, nameEn]) => ({ id, code, name_tr: nameTr, name_en: nameEn })),
  );
  await repo.insertMissingSiteOptions(db, SITE_OPTIONS);
  await repo.insertMissingTranslations(db, TRANSLATIONS);
}
