import type { DeepStrings } from './tr';
import type { slotsTr } from './slots.tr';

export const slotsEn: DeepStrings<typeof slotsTr> = {
  loading: 'Loading the game…',
  loadFailed: 'The game could not be opened',
  errorGeneric: 'Could not connect. Please try again.',
  insufficient: 'Your balance is too low for this bet. Lower the bet or make a deposit.',
  balance: 'Balance',
  bet: 'Bet',
  betUp: 'Raise the bet',
  betDown: 'Lower the bet',
  spin: 'SPIN',
  free: 'FREE',
  win: 'Win',
  lastWin: 'Last win',
  linesWon_one: '{{count}} line',
  linesWon_other: '{{count}} lines',
  hint: 'Choose your bet and spin — good luck!',
  featureHint: 'Free spins are playing…',
  featureStart: 'You won {{count}} free spins!',
  featureDone: 'Free spins over: {{amount}} won in total.',
  freeSpins: 'Free spin',
  jackpot: 'JACKPOT!',
  jackpotLevel: '{{level}} level won',
  collect: 'Great!',
  rules: 'Rules and paytable',
  close: 'Close',
  rtp: 'Return to player (RTP)',
  volatility: 'Volatility',
  vol: { low: 'Low', medium: 'Medium', high: 'High' },
  lines: 'Paylines',
  betRange: 'Bet range',
  paytable: 'Paytable',
  paytableNote:
    'Amounts are for the selected bet; line wins are paid at the line bet, one {{lines}}th of the bet.',
  kind: { wild: 'Wild', scatter: 'Scatter — pays anywhere' },
  howTo: 'How to play',
  ruleLines:
    'Line wins pay for matching symbols in a row from the leftmost reel; only the highest win per line counts.',
  ruleWild:
    'The wild substitutes for every symbol except the scatter; a run of wilds alone pays from its own table.',
  ruleScatter: 'Scatters pay anywhere on the screen, as a multiple of the total bet.',
  ruleFree:
    'Free spins: {{awards}} scatters. All free-spin wins ×{{multiplier}}; they can retrigger, up to {{max}} spins.',
  ruleFair:
    'Every outcome is decided on the server by a cryptographic random number generator when the bet is placed, never by your balance. If the connection drops, the round completes by its rules and you see the result on return.',
  ruleJackpot:
    '{{share}}% of every bet feeds the progressive jackpot; it can be won at random on any spin, and a bigger bet has a bigger chance.',
  ruleMalfunction: 'Malfunction voids all pays and plays.',
};
