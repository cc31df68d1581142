import type { DeepStrings } from './tr';
import type { contentTr } from './content.tr';

export const contentEn: DeepStrings<typeof contentTr> = {
  loadFailed: 'The content could not be loaded',
  topBanner: {
    label: 'Address notice',
    text: 'Our address is changing. Save our new address so you can always reach us.',
    current: 'Current address',
    next: 'New address',
    close: 'Close the notice',
  },
  carousel: {
    label: 'Promotion banners',
    previous: 'Previous banner',
    next: 'Next banner',
    goTo: 'Go to banner {{index}}',
  },
  home: {
    featured: 'Featured Games',
    newGames: 'New Games',
    casinoCategories: 'Casino Categories',
    jackpots: 'Jackpots',
    questJackpot: 'Egypt Quest',
    questText: 'Complete the quests and share the grand prize.',
    seeAll: 'See all',
  },
  promotions: {
    subtitle: 'Trial bonus, deposit rewards, cashback and tournaments.',
    filter: 'Promotion type',
    category: {
      all: 'All',
      casino: 'Casino',
      sports: 'Sports',
      bonus: 'Bonus',
    },
    details: '{{title}}: details',
    more: 'Details',
    validTo: 'Ends: {{date}}',
    openEnded: 'Open-ended offer',
    terms: 'Terms and conditions',
    cta: 'Join Now',
  },
  popup: {
    hint: 'Tap the picture to see the offer.',
  },
  pages: {
    subtitle: 'Rules, privacy, responsible gaming and everything about the site.',
    other: 'Other pages',
    updated: 'Last updated: {{date}}',
  },
  footer: {
    licenseVerification: 'Verify our licence',
    gameSupplier: 'Our game supplier',
    providers: 'Game providers',
    comingSoon: 'Coming soon',
  },
  support: {
    messaging: 'WhatsApp Support {{number}}',
    chat: 'Telegram Support {{number}}',
  },
  chat: {
    online: 'Online · usually replies in a few minutes',
    greeting: 'Hello! Welcome to Kasa support. How can we help you?',
    choose: 'Choose the channel you would like to continue on:',
    reference: 'Support code: {{id}}',
  },
};
