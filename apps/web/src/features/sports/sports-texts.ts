import { i18n } from '../../lib/i18n';
import { sportsEn } from '../../locales/sports.en';
import { sportsTr } from '../../locales/sports.tr';

// The sportsbook's texts travel with its pages, not with the first page's language chunk (docs/decisions/0130's
// budget): both languages are added under `sports` when the feature loads, so a language switch needs nothing more.

function add(): void {
  i18n.addResourceBundle('tr', 'translation', { sports: sportsTr }, true, true);
  i18n.addResourceBundle('en', 'translation', { sports: sportsEn }, true, true);
}

if (i18n.isInitialized) add();
else i18n.on('initialized', add);
