import { STORAGE_KEYS } from '@kasa/contract/constants';
import { readJson } from './storage';

/**
 * Site settings that later issues take from the start-up data ('bootstrap' → siteOption, trialBonusAmount).
 * Until then the stored bootstrap is read when present and the documented defaults below apply.
 */
type StoredBootstrap = {
  siteOption?: Array<{ key: string; value: string; status?: boolean | number }>;
  trialBonusAmount?: number;
};

function siteOptions(): Map<string, string> {
  const bootstrap = readJson<StoredBootstrap>(STORAGE_KEYS.bootstrap);
  const map = new Map<string, string>();
  for (const option of bootstrap?.siteOption ?? []) {
    const isActive = option.status === undefined || option.status === true || option.status === 1;
    if (isActive && option.value) map.set(option.key.toLowerCase(), option.value);
  }
  return map;
}

/** Social links of the left menu's 'Follow Me' row (spec §2): remote settings first, then these constants. */
export const DEFAULT_SOCIAL_LINKS = {
  telegram: 'https://t.me/kasa',
  twitter: 'https://x.com/kasa',
  instagram: 'https://www.instagram.com/kasa',
} as const;
export type SocialNetwork = keyof typeof DEFAULT_SOCIAL_LINKS;

export function socialLinks(): Record<SocialNetwork, string> {
  const options = siteOptions();
  return {
    telegram: options.get('telegram') ?? DEFAULT_SOCIAL_LINKS.telegram,
    twitter: options.get('twitter') ?? DEFAULT_SOCIAL_LINKS.twitter,
    instagram: options.get('instagram') ?? DEFAULT_SOCIAL_LINKS.instagram,
  };
}

/** An application link by settings key (e.g. 'livetv'), or null when the operator has not configured one. */
export function settingsLink(key: string): string | null {
  return siteOptions().get(key.toLowerCase()) ?? null;
}

/** Spec §9: live chat exists only when the chat settings are present. */
export function isLiveChatConfigured(): boolean {
  const options = siteOptions();
  return options.has('chat-site-id') && options.has('chat-div-id');
}

export function openLiveChat(): void {
  // The chat widget (a later issue) exposes a floating button; clicking it opens the conversation.
  const button = document.querySelector<HTMLElement>('[data-live-chat-button]');
  button?.click();
}

export function trialBonusAmount(): number {
  const amount = readJson<StoredBootstrap>(STORAGE_KEYS.bootstrap)?.trialBonusAmount;
  return typeof amount === 'number' && amount > 0 ? amount : 0;
}
