import { createHash } from 'node:crypto';
import { CASINO_ART } from '@kasa/contract/casino';
import { INSTANT_MOTIFS, type InstantMotif } from './casino.art-instant.ts';
import { SLOT_MOTIFS, type SlotMotif } from './casino.art-slots.ts';

// Artwork drawn by code (never hot-linked): a game tile per game (portrait 300×400), a banner per casino category
// (400×200) and a wordmark per provider (240×80). Every picture is plain SVG built from our own catalog data: shapes,
// gradients and text only, no scripts, no external references; text is XML-escaped.

export type Motif =
  | 'crescent'
  | 'fruits'
  | 'gems'
  | 'plane'
  | 'dice'
  | 'mines'
  | 'lightning'
  | 'candy'
  | 'paw'
  | 'fish'
  | 'moon'
  | 'star'
  | 'sun'
  | 'seven'
  | 'wheel'
  | 'roulette'
  | 'cards'
  | 'clover'
  | 'pyramid'
  | 'crown'
  | 'coins'
  | 'book'
  | 'ball'
  | 'bingo'
  | 'tv'
  | InstantMotif
  | SlotMotif;

type Palette = [string, string, string];

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );
}

/** Deterministic pseudo-random numbers from a text (FNV-1a seed, mulberry32). */
function randomFrom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function star(cx: number, cy: number, outer: number, inner: number, points = 5, rotate = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotate + (i * 180) / points) * Math.PI) / 180;
    pts.push(`${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`);
  }
  return pts.join(' ');
}

function sectors(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  colors: string[],
  stroke = 'none',
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2;
    const a1 = ((i + 1) / count) * Math.PI * 2;
    const x0 = r1(cx + radius * Math.cos(a0));
    const y0 = r1(cy + radius * Math.sin(a0));
    const x1 = r1(cx + radius * Math.cos(a1));
    const y1 = r1(cy + radius * Math.sin(a1));
    out += `<path d="M${cx} ${cy}L${x0} ${y0}A${radius} ${radius} 0 0 1 ${x1} ${y1}Z" fill="${colors[i % colors.length]}" stroke="${stroke}" stroke-width="1"/>`;
  }
  return out;
}

const pips: Record<number, Array<[number, number]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

function die(
  x: number,
  y: number,
  size: number,
  face: number,
  rotate: number,
  body: string,
  pip: string,
): string {
  const dots = (pips[face] ?? pips[1]!)
    .map(
      ([px, py]) =>
        `<circle cx="${r1(x + px * size)}" cy="${r1(y + py * size)}" r="${r1(size * 0.09)}" fill="${pip}"/>`,
    )
    .join('');
  return `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"><rect x="${x}" y="${y + 6}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#000" opacity=".3"/><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.18}" fill="${body}" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>${dots}</g>`;
}

function card(x: number, y: number, rotate: number, rank: string, suit: string, red: boolean): string {
  const color = red ? '#dc2626' : '#111827';
  return `<g transform="rotate(${rotate} ${x + 45} ${y + 65})"><rect x="${x}" y="${y}" width="90" height="130" rx="10" fill="#fff" stroke="#e5e7eb" stroke-width="2"/><text x="${x + 12}" y="${y + 30}" font-family="Georgia,serif" font-size="24" font-weight="700" fill="${color}">${rank}</text><text x="${x + 45}" y="${y + 88}" font-family="Arial,sans-serif" font-size="48" text-anchor="middle" fill="${color}">${suit}</text></g>`;
}

function gem(cx: number, cy: number, size: number, color: string): string {
  const s = size;
  return `<g><path d="M${cx - s} ${cy - s * 0.35}L${cx - s * 0.55} ${cy - s * 0.85}H${cx + s * 0.55}L${cx + s} ${cy - s * 0.35}L${cx} ${cy + s}Z" fill="${color}"/><path d="M${cx - s} ${cy - s * 0.35}H${cx + s}L${cx} ${cy + s}Z" fill="#000" opacity=".18"/><path d="M${cx - s * 0.55} ${cy - s * 0.85}L${cx - s * 0.3} ${cy - s * 0.35}H${cx + s * 0.3}L${cx + s * 0.55} ${cy - s * 0.85}Z" fill="#fff" opacity=".45"/><path d="M${cx - s * 0.3} ${cy - s * 0.35}L${cx} ${cy + s}L${cx + s * 0.3} ${cy - s * 0.35}Z" fill="#fff" opacity=".2"/></g>`;
}

function coin(cx: number, cy: number, radius: number, accent: string): string {
  return `<g><ellipse cx="${cx}" cy="${cy + radius * 0.15}" rx="${radius}" ry="${radius}" fill="#92400e"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="${r1(radius * 0.72)}" fill="none" stroke="#92400e" stroke-width="${r1(radius * 0.1)}" opacity=".55"/><text x="${cx}" y="${r1(cy + radius * 0.35)}" font-family="Georgia,serif" font-size="${r1(radius)}" font-weight="700" text-anchor="middle" fill="#92400e" opacity=".75">₺</text></g>`;
}

/** Each motif is drawn in a 200×200 box. */
const motifs: Record<Motif, (p: Palette, rnd: () => number) => string> = {
  ...INSTANT_MOTIFS,
  ...SLOT_MOTIFS,
  crescent: ([, mid, accent]) =>
    `<circle cx="100" cy="92" r="66" fill="${accent}"/><circle cx="124" cy="78" r="58" fill="${mid}"/><polygon points="${star(140, 96, 26, 11)}" fill="${accent}"/>` +
    coin(48, 168, 20, accent) +
    coin(92, 178, 16, accent) +
    coin(150, 170, 22, accent),
  fruits: ([, , accent]) =>
    `<path d="M62 58 Q84 20 112 30" stroke="#15803d" stroke-width="6" fill="none"/><path d="M62 58 Q70 40 92 52" stroke="#15803d" stroke-width="6" fill="none"/><circle cx="48" cy="92" r="30" fill="#dc2626"/><circle cx="96" cy="100" r="30" fill="#b91c1c"/><circle cx="38" cy="82" r="8" fill="#fff" opacity=".5"/><circle cx="86" cy="90" r="8" fill="#fff" opacity=".5"/>` +
    `<ellipse cx="150" cy="100" rx="38" ry="30" fill="#facc15"/><ellipse cx="140" cy="90" rx="12" ry="7" fill="#fff" opacity=".45"/>` +
    `<path d="M40 150 A60 60 0 0 0 160 150 Z" fill="#16a34a"/><path d="M48 150 A52 52 0 0 0 152 150 Z" fill="#f43f5e"/>${[70, 90, 110, 130].map((x, i) => `<ellipse cx="${x}" cy="${165 + (i % 2) * 8}" rx="3" ry="5" fill="#111"/>`).join('')}<circle cx="178" cy="48" r="9" fill="${accent}"/>`,
  gems: ([, , accent], rnd) =>
    gem(100, 96, 62, accent) +
    gem(36, 156, 26, '#f472b6') +
    gem(166, 150, 30, '#a78bfa') +
    Array.from(
      { length: 6 },
      () =>
        `<polygon points="${star(r1(20 + rnd() * 160), r1(14 + rnd() * 40), 6, 2, 4, 0)}" fill="#fff" opacity=".85"/>`,
    ).join(''),
  plane: ([, , accent]) =>
    `<path d="M-10 196 Q90 190 128 96 L210 210 H-10 Z" fill="${accent}" opacity=".22"/><path d="M-10 196 Q90 190 128 96" stroke="${accent}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(126 92) rotate(-32) scale(1.35)"><ellipse cx="0" cy="0" rx="46" ry="12" fill="#ef4444"/><path d="M30 -8 Q46 -4 46 0 Q46 4 30 8 Z" fill="#b91c1c"/><path d="M-6 -4 L-22 -46 L2 -46 L16 -4 Z" fill="#dc2626"/><path d="M-6 4 L-22 42 L2 42 L16 4 Z" fill="#991b1b"/><path d="M-40 -2 L-52 -24 L-40 -24 L-30 -2 Z" fill="#dc2626"/><circle cx="22" cy="-3" r="5.5" fill="#bfdbfe"/><rect x="46" y="-18" width="4" height="36" rx="2" fill="#fff" opacity=".85"/><path d="M-44 0 H30" stroke="#fff" stroke-width="2" opacity=".35"/></g>`,
  dice: ([, mid]) => die(18, 58, 84, 5, -14, '#fff', mid) + die(98, 76, 84, 3, 12, '#ef4444', '#fff'),
  mines: ([, , accent], rnd) => {
    let cells = '';
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 4; col++) {
        const x = 14 + col * 44;
        const y = 14 + row * 44;
        const kind = rnd();
        cells += `<rect x="${x}" y="${y}" width="38" height="38" rx="8" fill="#fff" opacity="${kind < 0.3 ? 0.95 : 0.14}"/>`;
        if (kind < 0.2) cells += gem(x + 19, y + 19, 12, accent);
      }
    }
    return `${cells}<g transform="translate(128 128)"><circle r="30" fill="#111827" stroke="#f87171" stroke-width="4"/><path d="M14 -24 Q24 -40 36 -34" stroke="#f59e0b" stroke-width="4" fill="none"/><polygon points="${star(38, -36, 10, 4, 6)}" fill="#fde047"/><circle cx="-10" cy="-10" r="7" fill="#fff" opacity=".4"/></g>`;
  },
  lightning: ([, , accent]) =>
    `<circle cx="100" cy="90" r="72" fill="#fff" opacity=".08"/><path d="M112 8 L56 108 H94 L76 192 L148 80 H108 Z" fill="${accent}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><path d="M30 40 L44 64 M170 40 L156 64 M24 120 L48 124 M176 120 L152 124" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
  candy: ([, , accent]) =>
    `<circle cx="70" cy="86" r="44" fill="#f472b6"/><path d="M70 42 A44 44 0 0 1 114 86 A22 22 0 0 1 70 86 A22 22 0 0 0 26 86 A44 44 0 0 1 70 42" fill="#fff" opacity=".6"/><rect x="66" y="128" width="8" height="62" rx="4" fill="#fde68a"/>` +
    `<g transform="translate(145 120) rotate(25)"><path d="M-44 -18 L-30 0 L-44 18 Z M44 -18 L30 0 L44 18 Z" fill="${accent}"/><ellipse rx="32" ry="22" fill="#a855f7"/><path d="M-18 -20 L-6 20 M6 -20 L18 20" stroke="#fff" stroke-width="6" opacity=".55"/></g><circle cx="160" cy="40" r="16" fill="#22d3ee"/><circle cx="154" cy="34" r="5" fill="#fff" opacity=".6"/>`,
  paw: ([, , accent]) =>
    `<ellipse cx="100" cy="128" rx="48" ry="40" fill="${accent}"/>${[
      [44, 74],
      [78, 48],
      [122, 48],
      [156, 74],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="18" ry="24" fill="${accent}"/>`)
      .join(
        '',
      )}<path d="M70 170 Q100 150 130 170" stroke="#000" stroke-opacity=".15" stroke-width="6" fill="none"/>`,
  fish: ([, , accent]) =>
    `<path d="M20 100 Q90 30 160 100 Q90 170 20 100 Z" fill="#16a34a"/><path d="M150 100 L196 66 L190 100 L196 134 Z" fill="#15803d"/><path d="M40 100 Q90 60 150 100" stroke="${accent}" stroke-width="4" fill="none" opacity=".7"/><circle cx="52" cy="92" r="9" fill="#fff"/><circle cx="50" cy="92" r="5" fill="#111"/><path d="M26 106 Q36 112 46 106" stroke="#111" stroke-width="3" fill="none"/>${[0, 1, 2].map((i) => `<circle cx="${160 + i * 10}" cy="${40 - i * 12}" r="${6 - i}" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>`).join('')}<path d="M100 0 V34" stroke="#fff" stroke-width="2" opacity=".6"/><path d="M100 34 q8 10 0 16" stroke="${accent}" stroke-width="3" fill="none"/>`,
  moon: ([, , accent]) =>
    `<circle cx="110" cy="80" r="60" fill="${accent}"/><circle cx="92" cy="64" r="10" fill="#000" opacity=".1"/><circle cx="128" cy="100" r="14" fill="#000" opacity=".1"/><path d="M0 200 L40 130 L70 160 L110 110 L150 170 L200 120 V200 Z" fill="#0f172a" opacity=".85"/><path d="M60 150 L72 124 L80 140 L90 118 L96 150 Z" fill="#111827"/>`,
  star: ([, , accent], rnd) =>
    `<polygon points="${star(100, 98, 80, 34)}" fill="${accent}" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><polygon points="${star(100, 98, 46, 20)}" fill="#fff" opacity=".35"/>` +
    Array.from(
      { length: 5 },
      () =>
        `<polygon points="${star(r1(10 + rnd() * 180), r1(10 + rnd() * 180), 9, 3, 4, 0)}" fill="#fff" opacity=".8"/>`,
    ).join(''),
  sun: ([, , accent]) =>
    `${Array.from({ length: 12 }, (_, i) => `<rect x="96" y="4" width="8" height="40" rx="4" fill="${accent}" transform="rotate(${i * 30} 100 100)"/>`).join('')}<circle cx="100" cy="100" r="52" fill="${accent}"/><circle cx="100" cy="100" r="40" fill="#fff" opacity=".3"/><path d="M20 190 L60 150 L90 175 L140 130 L185 190 Z" fill="#000" opacity=".35"/>`,
  seven: ([, , accent]) =>
    `<path d="M60 160 Q40 120 70 90 Q60 130 90 150 Z M140 160 Q170 110 130 80 Q145 120 110 150 Z" fill="#f97316" opacity=".85"/><path d="M100 20 Q120 70 100 110 Q80 70 100 20" fill="#fde047" opacity=".7"/>` +
    `<text x="100" y="170" font-family="Impact,'Arial Black',sans-serif" font-size="168" font-weight="900" text-anchor="middle" fill="${accent}" stroke="#7f1d1d" stroke-width="8" paint-order="stroke">7</text>`,
  wheel: ([, , accent]) =>
    `<circle cx="100" cy="104" r="90" fill="${accent}"/>${sectors(100, 104, 82, 16, ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0891b2'], '#fff')}<circle cx="100" cy="104" r="24" fill="${accent}" stroke="#fff" stroke-width="4"/>${Array.from({ length: 16 }, (_, i) => `<circle cx="${r1(100 + 86 * Math.cos((i * Math.PI) / 8))}" cy="${r1(104 + 86 * Math.sin((i * Math.PI) / 8))}" r="3" fill="#fff"/>`).join('')}<path d="M88 0 H112 L100 26 Z" fill="#fff" stroke="#111" stroke-width="2"/>`,
  roulette: ([, , accent]) =>
    `<circle cx="100" cy="100" r="92" fill="#78350f"/><circle cx="100" cy="100" r="84" fill="${accent}"/>${sectors(100, 100, 76, 37, ['#b91c1c', '#111827'])}<path d="M100 100 L176 100 A76 76 0 0 1 175.0 110.0 Z" fill="#16a34a"/><circle cx="100" cy="100" r="46" fill="#166534"/><circle cx="100" cy="100" r="30" fill="${accent}"/>${Array.from({ length: 4 }, (_, i) => `<rect x="97" y="62" width="6" height="76" rx="3" fill="#fde68a" transform="rotate(${i * 45} 100 100)"/>`).join('')}<circle cx="100" cy="100" r="10" fill="#fef3c7"/><circle cx="150" cy="48" r="8" fill="#fff"/>`,
  cards: (_p, rnd) => {
    const hands: Array<[string, string, boolean, string, string, boolean]> = [
      ['A', '♠', false, 'K', '♥', true],
      ['Q', '♦', true, 'J', '♣', false],
      ['10', '♥', true, 'A', '♣', false],
      ['K', '♠', false, 'Q', '♥', true],
      ['9', '♣', false, 'A', '♦', true],
    ];
    const [r1a, s1, red1, r2, s2, red2] = hands[Math.floor(rnd() * hands.length)]!;
    return card(22, 40, -14, r1a, s1, red1) + card(88, 34, 12, r2, s2, red2);
  },
  clover: ([, , accent]) =>
    `${[0, 90, 180, 270].map((a) => `<g transform="rotate(${a} 100 96)"><path d="M100 96 C60 80 60 30 100 46 C140 30 140 80 100 96 Z" fill="#22c55e" stroke="#14532d" stroke-width="3"/></g>`).join('')}<path d="M100 96 Q110 150 140 190" stroke="#15803d" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="100" cy="96" r="10" fill="${accent}"/>`,
  pyramid: ([, , accent]) =>
    `<circle cx="150" cy="40" r="26" fill="${accent}" opacity=".8"/><path d="M100 30 L190 180 H10 Z" fill="#d97706"/><path d="M100 30 L190 180 H100 Z" fill="#92400e"/>${[70, 100, 130, 160].map((y) => `<path d="M${r1(100 - (y - 30) * 0.6)} ${y} H${r1(100 + (y - 30) * 0.6)}" stroke="#000" stroke-opacity=".18" stroke-width="2"/>`).join('')}<g transform="translate(100 112)"><path d="M-26 0 Q0 -22 26 0 Q0 22 -26 0 Z" fill="#fff"/><circle r="9" fill="${accent}"/><circle r="4" fill="#111"/></g>`,
  crown: ([, , accent]) =>
    `<path d="M24 150 L14 60 L60 100 L100 36 L140 100 L186 60 L176 150 Z" fill="${accent}" stroke="#78350f" stroke-width="4" stroke-linejoin="round"/><rect x="24" y="148" width="152" height="26" rx="6" fill="${accent}" stroke="#78350f" stroke-width="4"/>${[14, 100, 186].map((x, i) => `<circle cx="${x}" cy="${i === 1 ? 36 : 60}" r="11" fill="#fff" stroke="#78350f" stroke-width="3"/>`).join('')}${gem(100, 122, 16, '#dc2626')}${gem(56, 126, 10, '#2563eb')}${gem(144, 126, 10, '#16a34a')}`,
  coins: ([, , accent]) =>
    [
      [60, 150, 30],
      [120, 160, 26],
      [150, 110, 30],
      [80, 96, 34],
      [120, 52, 26],
      [46, 44, 18],
    ]
      .map(([x, y, r]) => coin(x!, y!, r!, accent))
      .join(''),
  book: ([, , accent]) =>
    `<path d="M100 50 Q60 30 14 40 V170 Q60 160 100 180 Q140 160 186 170 V40 Q140 30 100 50 Z" fill="#7c2d12" stroke="${accent}" stroke-width="5"/><path d="M100 50 V180" stroke="${accent}" stroke-width="4"/><path d="M26 52 Q64 44 92 60 V162 Q64 148 26 156 Z M174 52 Q136 44 108 60 V162 Q136 148 174 156 Z" fill="#fef3c7"/><g transform="translate(59 104)"><path d="M-16 0 Q0 -14 16 0 Q0 14 -16 0 Z" fill="none" stroke="#92400e" stroke-width="3"/><circle r="5" fill="#92400e"/></g><path d="M124 90 h36 M124 104 h30 M124 118 h36" stroke="#92400e" stroke-width="3" stroke-linecap="round"/><polygon points="${star(100, 22, 16, 6)}" fill="${accent}"/>`,
  ball: ([, , accent], rnd) =>
    Array.from({ length: 5 }, (_, i) => {
      const x = [60, 140, 100, 40, 160][i]!;
      const y = [70, 70, 130, 150, 150][i]!;
      const colors = ['#ef4444', '#3b82f6', accent, '#22c55e', '#a855f7'];
      const n = 1 + Math.floor(rnd() * 80);
      return `<circle cx="${x}" cy="${y}" r="32" fill="${colors[i]}"/><circle cx="${x}" cy="${y}" r="18" fill="#fff"/><text x="${x}" y="${y + 7}" font-family="Arial,sans-serif" font-size="19" font-weight="700" text-anchor="middle" fill="#111">${n}</text><circle cx="${x - 14}" cy="${y - 16}" r="6" fill="#fff" opacity=".45"/>`;
    }).join(''),
  bingo: ([, , accent], rnd) => {
    let grid = `<rect x="10" y="20" width="180" height="170" rx="14" fill="#fff"/>`;
    const letters = ['B', 'I', 'N', 'G', 'O'];
    letters.forEach((letter, col) => {
      grid += `<text x="${28 + col * 36}" y="48" font-family="Arial,sans-serif" font-size="20" font-weight="900" text-anchor="middle" fill="#1e3a8a">${letter}</text>`;
      for (let row = 0; row < 4; row++) {
        const n = col * 15 + 1 + Math.floor(rnd() * 15);
        const marked = rnd() < 0.35;
        grid += `${marked ? `<circle cx="${28 + col * 36}" cy="${72 + row * 32}" r="14" fill="${accent}"/>` : ''}<text x="${28 + col * 36}" y="${78 + row * 32}" font-family="Arial,sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#111">${n}</text>`;
      }
    });
    return grid;
  },
  tv: ([, mid, accent]) =>
    `<path d="M70 20 L100 50 L130 20" stroke="#e5e7eb" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="14" y="50" width="172" height="124" rx="18" fill="#111827" stroke="${accent}" stroke-width="5"/><rect x="28" y="64" width="144" height="96" rx="10" fill="${mid}"/><circle cx="100" cy="112" r="28" fill="#fff" opacity=".9"/><path d="M92 96 L118 112 L92 128 Z" fill="${mid}"/><circle cx="50" cy="80" r="6" fill="#ef4444"/><rect x="60" y="176" width="80" height="10" rx="5" fill="#e5e7eb"/>`,
};

function pattern(kind: number, color: string, w: number, h: number): string {
  switch (kind) {
    case 0: // sun rays
      return Array.from({ length: 18 }, (_, i) => {
        const a = (i * 20 * Math.PI) / 180;
        const cx = w / 2;
        const cy = h * 0.42;
        const far = Math.max(w, h);
        const x1 = r1(cx + far * Math.cos(a));
        const y1 = r1(cy + far * Math.sin(a));
        const x2 = r1(cx + far * Math.cos(a + 0.16));
        const y2 = r1(cy + far * Math.sin(a + 0.16));
        return `<path d="M${cx} ${cy}L${x1} ${y1}L${x2} ${y2}Z" fill="${color}" opacity=".07"/>`;
      }).join('');
    case 1: // dots
      return Array.from({ length: Math.ceil(h / 24) }, (_, row) =>
        Array.from(
          { length: Math.ceil(w / 24) },
          (_, col) =>
            `<circle cx="${col * 24 + (row % 2) * 12}" cy="${row * 24}" r="2.5" fill="${color}" opacity=".12"/>`,
        ).join(''),
      ).join('');
    case 2: // diagonal stripes
      return Array.from(
        { length: Math.ceil((w + h) / 28) },
        (_, i) =>
          `<path d="M${i * 28 - h} ${h} L${i * 28} 0" stroke="${color}" stroke-width="9" opacity=".06"/>`,
      ).join('');
    default: // rings
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<circle cx="${w / 2}" cy="${h * 0.42}" r="${40 + i * 34}" fill="none" stroke="${color}" stroke-width="2" opacity="${r1(0.14 - i * 0.015)}"/>`,
      ).join('');
  }
}

/** Splits a title into at most two lines near its middle. */
function titleLines(title: string, maxOneLine: number): string[] {
  if (title.length <= maxOneLine || !title.includes(' ')) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [title.slice(0, best), title.slice(best + 1)];
}

const SERIF_MOTIFS = new Set<Motif>(['crescent', 'pyramid', 'crown', 'coins', 'book', 'moon']);

export interface GameArtInput {
  code: string;
  name: string;
  providerName: string;
  motif: Motif;
  colors: Palette;
  isLive: boolean;
  isNew: boolean;
  isOriginal: boolean;
}

export function gameTileSvg(game: GameArtInput): string {
  const { width: w, height: h } = CASINO_ART.game;
  const [dark, mid, accent] = game.colors;
  const rnd = randomFrom(game.code);
  const lines = titleLines(game.name, 11);
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(44, Math.floor(540 / Math.max(longest, 6)));
  const font = SERIF_MOTIFS.has(game.motif)
    ? "Georgia,'Times New Roman',serif"
    : "'Trebuchet MS','Segoe UI',Arial,sans-serif";
  const firstY = lines.length === 1 ? 344 : 326;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${firstY + i * (fontSize + 4)}" font-family="${font}" font-size="${fontSize}" font-weight="800" text-anchor="middle" fill="url(#t)" stroke="#0b0b14" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  const badgeText = escapeXml(game.providerName.toUpperCase());
  const badgeWidth = Math.round(20 + game.providerName.length * 7.4);
  const tilt = r1((rnd() - 0.5) * 10);
  const live = game.isLive
    ? `<rect x="${w - 76}" y="14" width="62" height="24" rx="12" fill="#dc2626"/><circle cx="${w - 62}" cy="26" r="4.5" fill="#fff"/><text x="${w - 40}" y="31" font-family="Arial,sans-serif" font-size="12" font-weight="800" text-anchor="middle" fill="#fff">LIVE</text>`
    : game.isNew
      ? `<rect x="${w - 64}" y="14" width="50" height="24" rx="12" fill="${accent}"/><text x="${w - 39}" y="31" font-family="Arial,sans-serif" font-size="12" font-weight="800" text-anchor="middle" fill="${dark}">NEW</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".8"/></linearGradient>` +
    `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${accent}"/></linearGradient>` +
    `<filter id="ds" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#000" flood-opacity=".45"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${pattern(Math.floor(rnd() * 4), accent, w, h)}` +
    `<ellipse cx="${w / 2}" cy="${h * 0.42}" rx="170" ry="150" fill="url(#glow)"/>` +
    `<g transform="translate(45 62) scale(1.05) rotate(${tilt} 100 100)" filter="url(#ds)">${motifs[game.motif](game.colors, rnd)}</g>` +
    `<rect y="${h - 150}" width="${w}" height="150" fill="url(#shade)"/>${title}` +
    `<rect x="14" y="14" width="${badgeWidth}" height="24" rx="12" fill="${game.isOriginal ? accent : '#000'}" fill-opacity="${game.isOriginal ? 1 : 0.45}"/><text x="${14 + badgeWidth / 2}" y="30.5" font-family="Arial,sans-serif" font-size="11" font-weight="800" letter-spacing=".5" text-anchor="middle" fill="${game.isOriginal ? dark : '#fff'}">${badgeText}</text>${live}` +
    `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="0" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/></svg>`
  );
}

export function categorySvg(id: number, motif: Motif, colors: Palette): string {
  const { width: w, height: h } = CASINO_ART.category;
  const [dark, mid, accent] = colors;
  const rnd = randomFrom(`category-${id}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".72" cy=".5" r=".45"><stop offset="0" stop-color="${accent}" stop-opacity=".5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="18" fill="url(#bg)"/>${pattern(2, accent, w, h)}<rect width="${w}" height="${h}" rx="18" fill="url(#glow)"/>` +
    `<g transform="translate(${w - 190} 10) scale(.9)">${motifs[motif](colors, rnd)}</g></svg>`
  );
}

export function providerLogoSvg(name: string, colors: [string, string]): string {
  const { width: w, height: h } = CASINO_ART.provider;
  const [background, ink] = colors;
  const rnd = randomFrom(`provider-${name}`);
  const size = Math.min(28, Math.floor(300 / Math.max(name.length, 6)));
  const emblem = Math.floor(rnd() * 3);
  const shape =
    emblem === 0
      ? `<circle cx="34" cy="40" r="17" fill="none" stroke="${ink}" stroke-width="4"/><circle cx="34" cy="40" r="6" fill="${ink}"/>`
      : emblem === 1
        ? `<polygon points="34,20 51,30 51,50 34,60 17,50 17,30" fill="none" stroke="${ink}" stroke-width="4"/><polygon points="34,32 41,36 41,44 34,48 27,44 27,36" fill="${ink}"/>`
        : `<rect x="20" y="26" width="28" height="28" rx="4" transform="rotate(45 34 40)" fill="none" stroke="${ink}" stroke-width="4"/><rect x="29" y="35" width="10" height="10" transform="rotate(45 34 40)" fill="${ink}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="${w}" height="${h}" rx="14" fill="${background}"/>${shape}` +
    `<text x="62" y="${40 + size * 0.36}" font-family="'Trebuchet MS','Segoe UI',Arial,sans-serif" font-size="${size}" font-weight="800" letter-spacing=".5" fill="${ink}">${escapeXml(name)}</text></svg>`
  );
}

/** A short content hash for cache-busting addresses (`?v=`), so the art can be cached for a year. */
export function artVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 10);
}
