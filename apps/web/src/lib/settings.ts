import { useMemo } from 'react';
import { activeSiteOptions, bootstrapStore, useBootstrap } from './bootstrap';

/**
 * Site settings from the start-up data (spec §3 'bootstrap' → siteOption, trialBonusAmount): only active options,
 * keys lower-cased. Plain functions read the current copy; the `use…` hooks re-render when a new copy arrives
 * (the fresh bootstrap after start-up, or another language's).
 */
function siteOptions(): Map<string, string> {
  return activeSiteOptions(bootstrapStore.get()?.siteOption);
}

export function useSiteOptions(): Map<string, string> {
  const bootstrap = useBootstrap();
  return useMemo(() => activeSiteOptions(bootstrap?.siteOption), [bootstrap]);
}

/** Social links of the left menu's 'Follow Me' row (spec §2): remote settings first, then these constants. */
export const DEFAULT_SOCIAL_LINKS = {
  telegram: 'https://t.me/kasa',
  twitter: 'https://x.com/kasa',
  instagram: 'https://www.instagram.com/kasa',
} as const;
export type SocialNetwork = keyof typeof DEFAULT_SOCIAL_LINKS;

function socialLinksFrom(options: Map<string, string>): Record<SocialNetwork, string> {
  return {
    telegram: options.get('telegram') ?? DEFAULT_SOCIAL_LINKS.telegram,
    twitter: options.get('twitter') ?? DEFAULT_SOCIAL_LINKS.twitter,
    instagram: options.get('instagram') ?? DEFAULT_SOCIAL_LINKS.instagram,
  };
}

export function useSocialLinks(): Record<SocialNetwork, string> {
  const options = useSiteOptions();
  return useMemo(() => socialLinksFrom(options), [options]);
}

/** An application link by settings key (e.g. 'liveTv'), or null when the operator has not configured one. */
export function settingsLink(key: string): string | null {
  return siteOptions().get(key.toLowerCase()) ?? null;
}

/** Spec §9: live chat exists only when both chat settings are present (and active). */
export const CHAT_SITE_ID_KEY = 'chat-site-id';
export const CHAT_DIV_ID_KEY = 'chat-div-id';

export type LiveChatConfig = { siteId: string; divId: string };

function liveChatFrom(options: Map<string, string>): LiveChatConfig | null {
  const siteId = options.get(CHAT_SITE_ID_KEY);
  const divId = options.get(CHAT_DIV_ID_KEY);
  return siteId && divId ? { siteId, divId } : null;
}

export function isLiveChatConfigured(): boolean {
  return liveChatFrom(siteOptions()) !== null;
}

export function useLiveChatConfig(): LiveChatConfig | null {
  const options = useSiteOptions();
  return useMemo(() => liveChatFrom(options), [options]);
}

export function useIsLiveChatConfigured(): boolean {
  return useLiveChatConfig() !== null;
}

/** Every Live Chat button clicks the chat widget's floating button (spec §8: it must be present). */
export const LIVE_CHAT_BUTTON_SELECTOR = '[data-live-chat-button]';

export function openLiveChat(): void {
  document.querySelector<HTMLElement>(LIVE_CHAT_BUTTON_SELECTOR)?.click();
}

/** Spec §2: snowfall is switched on by a site option. */
export const SNOWFALL_KEY = 'snowfall';

export function useIsSnowfallOn(): boolean {
  const value = useSiteOptions().get(SNOWFALL_KEY);
  return value !== undefined && !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

export function trialBonusAmount(): number {
  const amount = bootstrapStore.get()?.trialBonusAmount;
  return typeof amount === 'number' && amount > 0 ? amount : 0;
}

/** Footer support contacts (spec §2): two on a messaging app, two on a chat app; each opens in a new window. */
export type SupportContact = { key: string; app: 'messaging' | 'chat'; number: 1 | 2; url: string };

const SUPPORT_KEYS: Array<Omit<SupportContact, 'url'>> = [
  { key: 'support-whatsapp-1', app: 'messaging', number: 1 },
  { key: 'support-whatsapp-2', app: 'messaging', number: 2 },
  { key: 'support-telegram-1', app: 'chat', number: 1 },
  { key: 'support-telegram-2', app: 'chat', number: 2 },
];

export function useSupportContacts(): SupportContact[] {
  const options = useSiteOptions();
  return useMemo(
    () =>
      SUPPORT_KEYS.flatMap((entry) => {
        const url = options.get(entry.key);
        return url ? [{ ...entry, url }] : [];
      }),
    [options],
  );
}

/** Footer: the regulator's licence-verification page and the game supplier's site (new windows). */
export function useFooterLinks(): { licenseVerification: string | null; gameSupplier: string | null } {
  const options = useSiteOptions();
  return {
    licenseVerification: options.get('license-verification') ?? null,
    gameSupplier: options.get('game-supplier') ?? null,
  };
}

/** An optional vendor chat script (same origin or allowed by the CSP); without it the built-in widget serves. */
export const CHAT_SCRIPT_KEY = 'chat-script-url';
