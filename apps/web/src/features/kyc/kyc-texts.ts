import { i18n } from '../../lib/i18n';
import { kycEn } from '../../locales/kyc.en';
import { kycTr } from '../../locales/kyc.tr';

// Verification texts travel with the account and withdrawal pages that show them, not with the first page's language
// chunk (docs/decisions/0130): both languages are added under `kyc` when the feature loads.

function add(): void {
  i18n.addResourceBundle('tr', 'translation', { kyc: kycTr }, true, true);
  i18n.addResourceBundle('en', 'translation', { kyc: kycEn }, true, true);
}

if (i18n.isInitialized) add();
else i18n.on('initialized', add);
