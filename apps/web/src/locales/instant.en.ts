import type { instantTr } from './instant.tr';
import type { DeepStrings } from './tr';

export const instantEn: DeepStrings<typeof instantTr> = {
  common: {
    risk: 'Risk',
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    rules: 'Rules and RTP',
    rtpLine: 'Return to player (RTP): {{rtp}}% · House edge: {{edge}}%',
    rtpExact: 'Exact RTP of this table: {{rtp}}%',
    empty: 'No games yet. Place your first bet!',
    history: 'Recent games',
    result: 'Result',
    chance: 'Win chance',
    profit: 'Profit on win',
    lastResults: 'Last results',
  },
  plinko: {
    title: 'Kasa Plinko',
    rows: 'Rows',
    drop: 'Drop ball',
    slot: 'Slot',
    rules:
      'The ball bounces left or right with equal chance at every row and lands in one of the slots below. The slot’s multiplier is your payout; the edges are rare but pay the most. Choose 8–16 rows and one of three risk levels.',
    rtpNote:
      'Every table returns 98.90–99.00%, computed exactly from the binomial slot probabilities C(rows, k) / 2^rows.',
  },
  limbo: {
    title: 'Kasa Limbo',
    target: 'Target multiplier',
    play: 'Place bet',
    rules:
      'Each bet draws a multiplier from 1.00× to 1,000,000×. If it reaches your target, your bet pays at the target multiplier.',
    rtpNote:
      'Win chance = 99% / target, so every target returns 99% (exact over all 2³² outcomes; at the highest target at most 0.0005% less).',
    win: 'You won',
    loss: 'You lost',
  },
  keno: {
    title: 'Kasa Keno',
    pick: 'Pick 1–10 numbers',
    picked: '{{count}}/10 picked',
    random: 'Random pick',
    clear: 'Clear',
    play: 'Play',
    hits: 'Hits',
    paytable: 'Paytable ({{count}} picks)',
    noPicks: 'Pick numbers to see the paytable.',
    rules:
      'Pick 1–10 of 40 numbers; every game draws 10. You are paid from the table by how many you picked, how many were hit and the risk level.',
    rtpNote:
      'Every table returns 98.90–99.00%, computed exactly from the hypergeometric hit probabilities C(p, h) × C(40 − p, 10 − h) / C(40, 10).',
    number: 'Number {{n}}',
  },
  hilo: {
    title: 'Kasa Hi-Lo',
    start: 'Start',
    higher: 'Higher',
    lower: 'Lower',
    same: 'Same',
    skip: 'Skip',
    cashout: 'Cash out',
    current: 'Current multiplier',
    chanceOf: '{{chance}}%',
    startHint: 'Place your bet: the first card is dealt; guess whether the next one is higher or lower.',
    rules:
      'Ace is the lowest card, King the highest; every card is drawn afresh from a 52-card deck. Guess higher, lower or the same; each right guess grows the multiplier, a wrong one loses the bet. You may skip a card and cash out whenever you like.',
    rtpNote:
      'Each right guess pays its fair odds (13 / winning ranks); the 1% house edge is taken once. So whatever you guess and whenever you cash out, the RTP is 99%. A round left untouched for 24 hours is cashed out at its current multiplier.',
    resumed: 'Your unfinished round is back.',
    lost: 'You lost',
    won: 'You won {{amount}}',
    cards: 'Cards',
    steps: 'Steps',
    autoSettled: 'auto',
    card: '{{rank}} of {{suit}}',
  },
  verify: {
    plinko: 'Plinko',
    limbo: 'Limbo',
    keno: 'Keno',
    hilo: 'Hi-Lo',
    rows: 'Rows',
    cards: 'Cards dealt',
    path: 'Ball path (0 = left, 1 = right)',
    slot: 'Slot',
    limboResult: 'Result multiplier',
    drawn: 'Numbers drawn',
    dealt: 'Cards dealt',
    howPlinko:
      'Plinko: one number per row; left when the number is < 0.5, right otherwise. Slot = number of rights.',
    howLimbo:
      'Limbo: for the first 4 bytes w, result = floor(99 × 2³² / (2³² − w)) / 100, within 1.00× … 1,000,000×.',
    howKeno:
      'Keno: numbers 1–40; step i draws, from the numbers left, the one at floor(number_i × (40 − i)) (Fisher–Yates), 10 steps.',
    howHilo:
      'Hi-Lo: card i = floor(number_i × 52); rank = floor(card / 4) + 1 (Ace = 1 … King = 13), suit = card mod 4 (♠ ♥ ♦ ♣).',
  },
};
