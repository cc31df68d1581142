import { CONFETTI } from '@kasa/contract/constants';

/** The celebration of spec §4/§9 (150 particles, spread 180). Loaded on demand; motion-sensitive players are spared. */
export async function celebrate(): Promise<void> {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({
      particleCount: CONFETTI.particleCount,
      spread: CONFETTI.spread,
      origin: { y: 0.6 },
      zIndex: 2000,
      colors: ['#19e38c', '#f5c451', '#ffffff', '#4dd6ff'],
    });
  } catch {
    // Decoration only.
  }
}
