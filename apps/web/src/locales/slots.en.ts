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
  kind: { wild: 'Wild', scatter: 'Scatter — pays anywhere', coin: 'Money symbol — Hold & Win' },
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
  sound: 'Sound',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  waysWon_one: '{{count}} way',
  waysWon_other: '{{count}} ways',
  clustersWon_one: '{{count}} cluster',
  clustersWon_other: '{{count}} clusters',
  featureBought: '{{count}} free spins bought — good luck!',
  holdRespins_one: 'Hold & Win · {{count}} respin left',
  holdRespins_other: 'Hold & Win · {{count}} respins left',
  holdDone: 'Hold & Win over: {{amount}} won.',
  buy: 'Buy free spins · {{amount}}',
  buyTitle: 'Buy free spins',
  buyText: '{{spins}} free spins now, for {{cost}} × your bet:',
  buyRtp: 'The bought feature returns {{rtp}}% on average.',
  buyRtpShort: 'Bought feature RTP',
  buyConfirm: 'Buy',
  cancel: 'Cancel',
  grand: 'Full screen',
  mech: { lines: 'Paylines', ways: 'Ways to win', cluster: 'Cluster grid' },
  paytableNote_ways: 'Amounts are for the selected bet, per way; a win pays the amount × its number of ways.',
  paytableNote_cluster:
    'Amounts are for the selected bet, by cluster size (that size or larger up to the next row).',
  ruleWays:
    '{{ways}} ways: a symbol pays when it shows anywhere on adjacent reels from the leftmost; every combination of its cells is a way.',
  ruleWildWays: 'The wild stands in for every symbol except the scatter; it appears on the middle reels.',
  ruleCluster:
    'Clusters of {{min}} or more touching symbols (up, down, left, right) pay. Winning symbols vanish, the rest falls and new ones drop in: every cascade raises the multiplier, up to ×{{max}}.',
  ruleHold:
    '{{trigger}} or more gold coins start Hold & Win: the coins are held and the reels respin {{respins}} times; every new coin sticks and resets the respins to {{respins}}. All coin values are paid at the end; filling the screen adds {{grand}} × the bet.',
  ruleBuy:
    'Buy feature: {{spins}} free spins for {{cost}} × the bet. The bought feature’s own return to player is {{rtp}}%.',
  ruleRtp:
    'The RTP of {{rtp}}% is the exact long-run return of this game’s reels and paytable, computed in full.',
  ruleRtpSimulated:
    'The RTP of {{rtp}}% is the long-run return measured over ten million simulated spins (99% confidence interval ±0.2%).',
  ruleSound: 'Sound is off until you turn it on with the speaker button; the game remembers your choice.',
};
