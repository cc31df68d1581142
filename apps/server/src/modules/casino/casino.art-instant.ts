// Tile motifs of the instant games on the fair seeds (Plinko, Limbo, Hi-Lo, Keno), drawn like casino.art.ts's in a
// 200×200 box: shapes, gradients and text only. Kept apart so that file's motif list stays short.

type Palette = [string, string, string];

const r1 = (n: number) => Math.round(n * 10) / 10;

export const INSTANT_MOTIFS = {
  plinko: ([, , accent]: Palette) => {
    let pegs = '';
    for (let row = 0; row < 7; row++) {
      for (let i = 0; i <= row + 2; i++) {
        const x = 100 + (i - (row + 2) / 2) * 20;
        pegs += `<circle cx="${r1(x)}" cy="${22 + row * 19}" r="3.6" fill="#fff" opacity=".9"/>`;
      }
    }
    const colors = [
      '#ef4444',
      '#f97316',
      '#f59e0b',
      '#eab308',
      '#84cc16',
      '#eab308',
      '#f59e0b',
      '#f97316',
      '#ef4444',
    ];
    const slots = colors
      .map((c, i) => `<rect x="${r1(12 + i * 19.6)}" y="162" width="17" height="20" rx="4" fill="${c}"/>`)
      .join('');
    const path = 'M100 4 Q92 30 110 41 Q124 60 100 79 Q84 96 100 117 Q118 132 110 150';
    return `${pegs}${slots}<path d="${path}" stroke="${accent}" stroke-width="3" stroke-dasharray="5 5" fill="none" opacity=".8"/><circle cx="110" cy="150" r="9" fill="${accent}" stroke="#fff" stroke-width="2.5"/><circle cx="107" cy="147" r="3" fill="#fff" opacity=".7"/>`;
  },
  limbo: ([, , accent]: Palette) =>
    `<circle cx="100" cy="100" r="84" fill="none" stroke="${accent}" stroke-width="5" opacity=".35"/>` +
    `<circle cx="100" cy="100" r="64" fill="none" stroke="${accent}" stroke-width="3" opacity=".25"/>` +
    `<path d="M30 170 Q110 160 160 40" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(160 40) rotate(-28)"><path d="M0 -22 Q12 -8 10 14 H-10 Q-12 -8 0 -22 Z" fill="#fff"/><circle cy="-4" r="5" fill="${accent}"/><path d="M-10 8 L-18 20 H-10 Z M10 8 L18 20 H10 Z" fill="#f43f5e"/><path d="M-6 16 Q0 34 6 16 Z" fill="#fbbf24"/></g>` +
    `<text x="92" y="128" font-family="'Arial Black',Impact,sans-serif" font-size="46" font-weight="900" text-anchor="middle" fill="#fff" stroke="#0b0b14" stroke-width="6" paint-order="stroke">100×</text>`,
  hilo: ([, , accent]: Palette) => {
    const card = (x: number, y: number, rotate: number, rank: string, suit: string, red: boolean) => {
      const color = red ? '#dc2626' : '#111827';
      return `<g transform="rotate(${rotate} ${x + 40} ${y + 58})"><rect x="${x}" y="${y}" width="80" height="116" rx="10" fill="#fff" stroke="#e5e7eb" stroke-width="2"/><text x="${x + 10}" y="${y + 26}" font-family="Georgia,serif" font-size="22" font-weight="700" fill="${color}">${rank}</text><text x="${x + 40}" y="${y + 80}" font-family="Arial,sans-serif" font-size="44" text-anchor="middle" fill="${color}">${suit}</text></g>`;
    };
    return (
      card(20, 50, -10, '7', '♥', true) +
      card(100, 44, 8, 'Q', '♠', false) +
      `<g fill="${accent}" stroke="#0b0b14" stroke-width="3"><path d="M100 8 L122 34 H108 V48 H92 V34 H78 Z"/><path d="M100 196 L122 170 H108 V156 H92 V170 H78 Z"/></g>`
    );
  },
  keno: ([, , accent]: Palette) => {
    let grid = '';
    const lit = new Set([2, 6, 9, 13, 17, 18, 22]);
    const hit = new Set([6, 13, 18]);
    for (let i = 0; i < 25; i++) {
      const x = 14 + (i % 5) * 36;
      const y = 14 + Math.floor(i / 5) * 36;
      const fill = hit.has(i) ? accent : lit.has(i) ? '#7c3aed' : '#fff';
      grid += `<rect x="${x}" y="${y}" width="30" height="30" rx="7" fill="${fill}" opacity="${lit.has(i) ? 1 : 0.16}"/>`;
      if (lit.has(i)) {
        grid += `<text x="${x + 15}" y="${y + 21}" font-family="Arial,sans-serif" font-size="14" font-weight="800" text-anchor="middle" fill="${hit.has(i) ? '#0b0b14' : '#fff'}">${i + 1}</text>`;
      }
    }
    return `${grid}<g transform="translate(150 150)"><circle r="34" fill="${accent}" stroke="#fff" stroke-width="4"/><circle r="20" fill="#fff"/><text y="8" font-family="Arial,sans-serif" font-size="22" font-weight="900" text-anchor="middle" fill="#111">K</text><circle cx="-12" cy="-18" r="6" fill="#fff" opacity=".5"/></g>`;
  },
} satisfies Record<string, (palette: Palette) => string>;

export type InstantMotif = keyof typeof INSTANT_MOTIFS;
