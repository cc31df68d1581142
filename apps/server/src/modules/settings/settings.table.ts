export interface CountriesTable {
  id: number;
  code: string;
  name_tr: string;
  name_en: string;
}

export interface SiteOptionsTable {
  key: string;
  value: string;
  is_active: boolean;
}

export interface TranslationsTable {
  locale: string;
  key: string;
  value: string;
}

export interface SettingsTables {
  countries: CountriesTable;
  site_options: SiteOptionsTable;
  translations: TranslationsTable;
}
