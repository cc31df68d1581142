// Tile motifs of the six slots titles of issue 11 §5 (docs/decisions/0340-more-slots.md), drawn like casino.art.ts's
// in a 200×200 box: shapes, gradients and text only. Kept apart so that file's motif list stays short.

type Palette = [string, string, string];

const balloon = (x: number, y: number, s: number, a: string, b: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -40 C26 -40 34 -14 22 8 L8 26 H-8 L-22 8 C-34 -14 -26 -40 0 -40 Z" fill="${a}"/>` +
  `<path d="M0 -40 C10 -40 12 -14 8 8 L4 26 H-4 L-8 8 C-12 -14 -10 -40 0 -40 Z" fill="${b}"/>` +
  `<path d="M-8 26 L-6 36 M8 26 L6 36" stroke="#5b3a1a" stroke-width="2"/><rect x="-8" y="36" width="16" height="11" rx="2" fill="#8b5a2b"/>` +
  `<ellipse cx="-11" cy="-24" rx="5" ry="9" fill="#fff" opacity=".35"/></g>`;

const mound = (x: number, w: number, h: number, fill: string) =>
  `<path d="M${x - w / 2} 200 Q${x - w / 2} ${200 - h} ${x} ${200 - h - 12} Q${x + w / 2} ${200 - h} ${x + w / 2} 200 Z" fill="${fill}"/>`;

export const SLOT_MOTIFS = {
  spices: ([, , accent]: Palette) => {
    const heap = (x: number, y: number, r: number, top: string, side: string) =>
      `<path d="M${x - r} ${y} Q${x} ${y - r * 1.3} ${x + r} ${y} Z" fill="${top}"/><rect x="${x - r - 4}" y="${y}" width="${2 * r + 8}" height="${r * 0.9}" rx="6" fill="${side}"/><rect x="${x - r - 4}" y="${y}" width="${2 * r + 8}" height="6" rx="3" fill="#fff" opacity=".25"/>`;
    let grid = '';
    for (let i = 0; i < 49; i++) {
      const colours = ['#dc2626', '#f59e0b', '#7c2d12', '#16a34a', '#b45309', '#be123c', '#ca8a04'];
      grid += `<rect x="${10 + (i % 7) * 26}" y="${6 + Math.floor(i / 7) * 14}" width="22" height="10" rx="3" fill="${colours[(i * 5 + Math.floor(i / 7)) % 7]}" opacity=".35"/>`;
    }
    return (
      grid +
      heap(52, 150, 36, '#dc2626', '#7c2d12') +
      heap(148, 150, 36, '#f59e0b', '#92400e') +
      heap(100, 128, 42, '#c2410c', '#5c2a0c') +
      `<circle cx="100" cy="62" r="20" fill="${accent}"/><path d="M100 44 L104 58 L118 58 L107 66 L111 80 L100 72 L89 80 L93 66 L82 58 L96 58 Z" fill="#7c2d12"/>`
    );
  },
  bosphorus: ([, , accent]: Palette) =>
    `<circle cx="150" cy="40" r="18" fill="${accent}"/><circle cx="158" cy="34" r="16" fill="#0b1a3a"/>` +
    `<path d="M0 120 Q50 70 100 120 Q150 70 200 120" stroke="#e2e8f0" stroke-width="4" fill="none"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<line x1="${12 + i * 22}" y1="120" x2="${12 + i * 22}" y2="${100 + Math.abs(4 - i) * 4}" stroke="#e2e8f0" stroke-width="1.5"/>`,
    ).join('') +
    `<rect x="-4" y="118" width="208" height="6" fill="#94a3b8"/>` +
    `<path d="M60 120 V60 L66 48 L72 60 V120 Z" fill="#1e293b"/><circle cx="66" cy="72" r="4" fill="${accent}"/>` +
    `<rect x="0" y="130" width="200" height="70" fill="#0c2d5a"/>` +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="${10 + i * 28}" y="${140 + (i % 3) * 14}" width="${14 + (i % 2) * 8}" height="2.5" rx="1" fill="${accent}" opacity=".6"/>`,
    ).join('') +
    `<path d="M110 168 H176 L168 182 H118 Z" fill="#f8fafc"/><rect x="126" y="156" width="34" height="12" rx="3" fill="#f8fafc"/><rect x="136" y="146" width="8" height="10" fill="#dc2626"/>` +
    `<g fill="${accent}">${[132, 142, 152].map((x) => `<rect x="${x}" y="159" width="6" height="5" rx="1"/>`).join('')}</g>`,
  balloons: ([, , accent]: Palette) =>
    mound(40, 60, 40, '#c2410c') +
    mound(100, 50, 62, '#ea580c') +
    mound(160, 64, 44, '#b45309') +
    `<ellipse cx="100" cy="134" rx="6" ry="8" fill="#422006"/>` +
    balloon(58, 70, 1.05, '#dc2626', accent) +
    balloon(140, 52, 0.85, '#2563eb', '#fde047') +
    balloon(104, 30, 0.55, '#16a34a', '#f8fafc') +
    `<circle cx="30" cy="30" r="14" fill="#fde68a" opacity=".8"/>`,
  olympos: ([, , accent]: Palette) =>
    `<path d="M20 70 L100 28 L180 70 Z" fill="#f8fafc"/><rect x="24" y="70" width="152" height="10" fill="#e2e8f0"/>` +
    [36, 68, 100, 132, 164]
      .map(
        (x) =>
          `<rect x="${x - 7}" y="82" width="14" height="74" fill="#f1f5f9"/><rect x="${x - 2}" y="84" width="2" height="70" fill="#cbd5e1"/>`,
      )
      .join('') +
    `<rect x="16" y="156" width="168" height="12" fill="#e2e8f0"/><rect x="8" y="168" width="184" height="12" fill="#cbd5e1"/>` +
    `<path d="M112 4 L82 70 H104 L88 134 L136 52 H112 L130 4 Z" fill="${accent}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  goldrush: ([, , accent]: Palette) => {
    const coin = (x: number, y: number, r: number, text: string) =>
      `<g><circle cx="${x}" cy="${y + 3}" r="${r}" fill="#92400e"/><circle cx="${x}" cy="${y}" r="${r}" fill="${accent}"/><circle cx="${x}" cy="${y}" r="${r * 0.74}" fill="none" stroke="#b45309" stroke-width="2.5"/><text x="${x}" y="${y + r * 0.3}" font-family="Georgia,serif" font-size="${r * 0.8}" font-weight="900" text-anchor="middle" fill="#7c2d12">${text}</text></g>`;
    return (
      `<path d="M20 180 L40 120 H160 L180 180 Z" fill="#57534e"/><rect x="34" y="112" width="132" height="14" rx="4" fill="#78716c"/>` +
      `<circle cx="60" cy="184" r="12" fill="#292524"/><circle cx="140" cy="184" r="12" fill="#292524"/>` +
      coin(70, 96, 26, '5×') +
      coin(128, 92, 30, '50×') +
      coin(100, 54, 34, '₺') +
      `<path d="M150 20 L190 60 M170 14 Q196 34 184 44" stroke="#a8a29e" stroke-width="7" stroke-linecap="round" fill="none"/>`
    );
  },
  pomegranate: ([, , accent]: Palette) =>
    `<circle cx="96" cy="104" r="62" fill="#b91c1c"/><circle cx="96" cy="104" r="62" fill="url(#glow)" opacity=".3"/>` +
    `<path d="M80 44 L86 30 L96 40 L106 30 L112 44 Z" fill="#7f1d1d"/>` +
    `<path d="M60 110 A38 34 0 0 0 132 110 Z" fill="#fecdd3"/>` +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<ellipse cx="${68 + (i % 7) * 10}" cy="${116 + Math.floor(i / 7) * 10}" rx="4.5" ry="5.5" fill="#e11d48"/>`,
    ).join('') +
    `<ellipse cx="72" cy="76" rx="12" ry="7" fill="#fff" opacity=".35" transform="rotate(-30 72 76)"/>` +
    `<path d="M150 150 Q170 120 188 150 Q170 190 150 150 Z" fill="#6b21a8"/><circle cx="40" cy="170" r="18" fill="#f59e0b"/><circle cx="34" cy="164" r="5" fill="#fff" opacity=".4"/>` +
    `<path d="M164 40 h22 v34 h-22 Z" fill="#fff" opacity=".85"/><rect x="166" y="50" width="18" height="22" fill="${accent}"/>`,
};

export type SlotMotif = keyof typeof SLOT_MOTIFS;
