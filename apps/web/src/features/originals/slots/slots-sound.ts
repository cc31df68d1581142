// Sound of the slots client: short tones generated with WebAudio (no sound files). Off until the player turns it
// on; the choice is remembered in localStorage for every title.

const KEY = 'kasa.slots.sound';

export type SlotSound = 'spin' | 'stop' | 'win' | 'big' | 'feature' | 'coin';

export function storedSound(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeSound(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Notes of each sound: [frequency Hz, start s, length s, wave]. */
const NOTES: Record<SlotSound, Array<[number, number, number, OscillatorType]>> = {
  spin: [[220, 0, 0.08, 'triangle']],
  stop: [[330, 0, 0.05, 'square']],
  coin: [
    [1320, 0, 0.06, 'square'],
    [1760, 0.06, 0.1, 'square'],
  ],
  win: [
    [523, 0, 0.1, 'triangle'],
    [659, 0.09, 0.1, 'triangle'],
    [784, 0.18, 0.16, 'triangle'],
  ],
  big: [
    [523, 0, 0.12, 'sawtooth'],
    [659, 0.1, 0.12, 'sawtooth'],
    [784, 0.2, 0.12, 'sawtooth'],
    [1047, 0.3, 0.35, 'triangle'],
  ],
  feature: [
    [392, 0, 0.12, 'triangle'],
    [523, 0.12, 0.12, 'triangle'],
    [659, 0.24, 0.12, 'triangle'],
    [784, 0.36, 0.12, 'triangle'],
    [1047, 0.48, 0.4, 'triangle'],
  ],
};

let context: AudioContext | null = null;

/** Plays a sound when `on`; silently does nothing where WebAudio is missing. */
export function playSound(sound: SlotSound, on: boolean): void {
  if (!on || typeof window === 'undefined') return;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    const now = context.currentTime;
    for (const [frequency, start, length, type] of NOTES[sound]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = type;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.12, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(context.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  } catch {
    // A browser that refuses audio: stay silent.
  }
}
