import type { ComponentType } from 'react';
import {
  BallIcon,
  BingoIcon,
  CardsIcon,
  DocumentIcon,
  GamepadIcon,
  InfoIcon,
  LiveIcon,
  PlaneIcon,
  SlotIcon,
  StarIcon,
  TvIcon,
} from '../ui/icons';

export type MenuItem = {
  key: string;
  /** i18n key of the title. */
  title: string;
  icon: ComponentType<{ size?: number }>;
  to?: string;
  /** i18n key of the badge, e.g. 'High Rate'. */
  badge?: string;
  /** A link taken from site settings by this key; the item is hidden while the setting is missing. */
  settingsKey?: string;
  /** A game opened by searching the catalog (casino/games, first result), e.g. Aviator (spec §2). */
  game?: { search: string; live: boolean };
  children?: MenuItem[];
};

export type MenuGroup = { key: string; title: string; items: MenuItem[] };

/** The left menu of spec §2. */
export const MENU: MenuGroup[] = [
  {
    key: 'sports',
    title: 'nav.sportsBettings',
    items: [
      {
        key: 'livespor',
        title: 'nav.liveBettings',
        icon: LiveIcon,
        to: '/livespor',
        children: [
          {
            key: 'livespor-fcg',
            title: 'nav.fcg',
            icon: LiveIcon,
            to: '/livespor/fcg',
            badge: 'nav.highRate',
          },
          { key: 'livespor-betco', title: 'nav.betco', icon: LiveIcon, to: '/livespor/betco' },
        ],
      },
      {
        key: 'spor',
        title: 'nav.sports',
        icon: BallIcon,
        to: '/spor',
        children: [
          { key: 'spor-fcg', title: 'nav.fcg', icon: BallIcon, to: '/spor/fcg', badge: 'nav.highRate' },
          { key: 'spor-betco', title: 'nav.betco', icon: BallIcon, to: '/spor/betco' },
        ],
      },
    ],
  },
  {
    key: 'casino',
    title: 'nav.casino',
    items: [
      { key: 'live', title: 'nav.liveCasino', icon: CardsIcon, to: '/casino/live' },
      { key: 'slot', title: 'nav.slots', icon: SlotIcon, to: '/casino/slot' },
    ],
  },
  {
    key: 'games',
    title: 'nav.games',
    items: [
      // Spec §2: Aviator opens the game found by a search for Aviator (not live).
      { key: 'aviator', title: 'nav.aviator', icon: PlaneIcon, game: { search: 'Aviator', live: false } },
      { key: 'bingo', title: 'nav.bingo', icon: BingoIcon, to: '/casino/bingo' },
      { key: 'games', title: 'nav.games', icon: GamepadIcon, to: '/casino/games' },
      { key: 'tvbets', title: 'nav.tvBets', icon: TvIcon, to: '/casino/tvbets' },
    ],
  },
  {
    key: 'other',
    title: 'nav.other',
    items: [
      { key: 'promotions', title: 'nav.promotions', icon: StarIcon, to: '/promotions' },
      { key: 'about', title: 'nav.aboutUs', icon: InfoIcon, to: '/pages/3' },
      { key: 'pages', title: 'nav.contents', icon: DocumentIcon, to: '/pages' },
      { key: 'livetv', title: 'nav.liveTv', icon: TvIcon, settingsKey: 'liveTv' },
    ],
  },
];
