import type { Bootstrap } from './bootstrap';

/** A complete start-up object for tests; override the parts a test is about. */
export function bootstrapFixture(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    casinoCategoryList: [],
    language: [
      { id: 1, name: 'Türkçe', locale: 'tr' },
      { id: 2, name: 'English', locale: 'en' },
    ],
    translationList: [],
    siteOption: [],
    popup: null,
    sliderList: [],
    categoryList: [],
    domainStatus: { current: 'kasa.bet', next: 'kasa2.bet' },
    trialBonusAmount: 0,
    egtJackpotCards: [],
    jackpotCards: [],
    providerLogos: [],
    ...overrides,
  };
}
