import type { Locale } from '@kasa/contract/constants';

// The content's artwork, drawn here and served from /media/… by the content routes (never hot-linked): banner slider
// items, promotion images and the popup, each in the sizes the spec's responsive images need, in both languages.
// One layout engine (`artSvg`): a themed gradient, a motif drawn from shapes (coins, ball, plane, reels, wheel…),
// and the copy — eyebrow, headline (up to 2 lines), sub-line, call-to-action pill, small print.

export type ArtTheme = 'welcome' | 'trial' | 'aviator' | 'sports' | 'cashback' | 'jackpot' | 'live' | 'slots';

export interface ArtCopy {
  eyebrow: string;
  headline: string[];
  sub: string;
  cta: string;
  small: string;
}

interface Palette {
  from: string;
  to: string;
  glow: string;
  accent: string;
  ink: string;
}

const PALETTES: Record<ArtTheme, Palette> = {
  welcome: { from: '#2a0a4a', to: '#7a1fa2', glow: '#ff4fd8', accent: '#ffc83d', ink: '#1b0930' },
  trial: { from: '#0b2a4a', to: '#1565c0', glow: '#4fc3ff', accent: '#ffd54f', ink: '#08213b' },
  aviator: { from: '#2b0509', to: '#b71c1c', glow: '#ff6f61', accent: '#ffffff', ink: '#2b0509' },
  sports: { from: '#06301c', to: '#1b7f43', glow: '#7dffb2', accent: '#ffe14d', ink: '#05261a' },
  cashback: { from: '#04302f', to: '#00897b', glow: '#64ffda', accent: '#ffd740', ink: '#032625' },
  jackpot: { from: '#3a1e00', to: '#b8860b', glow: '#ffe082', accent: '#fff3c4', ink: '#2e1700' },
  live: { from: '#1a0505', to: '#6d0f2a', glow: '#ff8a80', accent: '#ffd700', ink: '#1a0505' },
  slots: { from: '#10063a', to: '#3d1fa8', glow: '#b388ff', accent: '#ffea00', ink: '#10063a' },
};

export const esc = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const FONT = 'font-family="Arial,Helvetica,sans-serif"';
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A gold coin with a lira sign. */
function coin(x: number, y: number, r: number, p: Palette) {
  return `<g><circle cx="${r1(x)}" cy="${r1(y + r * 0.12)}" r="${r1(r)}" fill="#8a5a00"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${p.accent === '#ffffff' ? '#ffc83d' : '#ffc83d'}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.78)}" fill="none" stroke="#e09b00" stroke-width="${r1(r * 0.08)}"/><text x="${r1(x)}" y="${r1(y + r * 0.38)}" ${FONT} font-size="${r1(r * 1.05)}" font-weight="700" fill="#a86b00" text-anchor="middle">₺</text></g>`;
}

function coins(cx: number, cy: number, s: number, p: Palette) {
  return [
    coin(cx - s * 0.55, cy + s * 0.35, s * 0.28, p),
    coin(cx + s * 0.5, cy + s * 0.42, s * 0.24, p),
    coin(cx + s * 0.05, cy - s * 0.1, s * 0.42, p),
    coin(cx - s * 0.35, cy - s * 0.55, s * 0.18, p),
    coin(cx + s * 0.55, cy - s * 0.45, s * 0.15, p),
  ].join('');
}

function gift(cx: number, cy: number, s: number, p: Palette) {
  const w = s * 1.1;
  const h = s * 0.8;
  const x = cx - w / 2;
  const y = cy - h / 2 + s * 0.15;
  return `<g><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(s * 0.06)}" fill="${p.glow}"/><rect x="${r1(x - s * 0.06)}" y="${r1(y - s * 0.2)}" width="${r1(w + s * 0.12)}" height="${r1(s * 0.26)}" rx="${r1(s * 0.05)}" fill="${p.glow}" opacity="0.9"/><rect x="${r1(cx - s * 0.09)}" y="${r1(y - s * 0.2)}" width="${r1(s * 0.18)}" height="${r1(h + s * 0.2)}" fill="${p.accent}"/><path d="M${r1(cx)} ${r1(y - s * 0.2)} C ${r1(cx - s * 0.5)} ${r1(y - s * 0.75)}, ${r1(cx - s * 0.55)} ${r1(y - s * 0.05)}, ${r1(cx)} ${r1(y - s * 0.2)} C ${r1(cx + s * 0.55)} ${r1(y - s * 0.05)}, ${r1(cx + s * 0.5)} ${r1(y - s * 0.75)}, ${r1(cx)} ${r1(y - s * 0.2)} Z" fill="${p.accent}"/>${coin(cx + s * 0.62, cy + s * 0.45, s * 0.2, p)}${coin(cx - s * 0.66, cy + s * 0.5, s * 0.15, p)}</g>`;
}

function plane(cx: number, cy: number, s: number, p: Palette) {
  // The multiplier curve rising to a plane, with "x" values.
  const x0 = cx - s * 0.9;
  const y0 = cy + s * 0.6;
  const x1 = cx + s * 0.55;
  const y1 = cy - s * 0.35;
  const body = `<g transform="translate(${r1(x1)} ${r1(y1)}) rotate(-22) scale(${r1(s / 100)})"><path d="M-38 0 L30 -6 Q44 0 30 6 Z" fill="${p.accent}"/><path d="M-6 -4 L6 -36 L16 -36 L12 -4 Z" fill="${p.accent}"/><path d="M-6 4 L6 30 L14 30 L12 4 Z" fill="#ffd0cc"/><path d="M-36 -2 L-44 -18 L-36 -18 L-26 -2 Z" fill="${p.accent}"/><circle cx="33" cy="0" r="3" fill="${p.from}"/></g>`;
  return `<g><path d="M${r1(x0)} ${r1(y0)} Q ${r1(cx + s * 0.1)} ${r1(y0 - s * 0.05)} ${r1(x1 - s * 0.2)} ${r1(y1 + s * 0.15)} L ${r1(x1 - s * 0.2)} ${r1(y0)} Z" fill="${p.glow}" opacity="0.25"/><path d="M${r1(x0)} ${r1(y0)} Q ${r1(cx + s * 0.1)} ${r1(y0 - s * 0.05)} ${r1(x1 - s * 0.2)} ${r1(y1 + s * 0.15)}" fill="none" stroke="${p.glow}" stroke-width="${r1(s * 0.045)}" stroke-linecap="round"/>${body}<text x="${r1(cx - s * 0.35)}" y="${r1(cy + s * 0.05)}" ${FONT} font-size="${r1(s * 0.36)}" font-weight="700" fill="${p.accent}" opacity="0.95">x2.45</text></g>`;
}

function ball(cx: number, cy: number, s: number, p: Palette) {
  const r = s * 0.55;
  const pent = (x: number, y: number, k: number) => {
    const pts = Array.from({ length: 5 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      return `${r1(x + Math.cos(a) * k)},${r1(y + Math.sin(a) * k)}`;
    }).join(' ');
    return `<polygon points="${pts}" fill="#1a1a1a"/>`;
  };
  return `<g><ellipse cx="${r1(cx)}" cy="${r1(cy + r * 1.08)}" rx="${r1(r * 0.9)}" ry="${r1(r * 0.14)}" fill="#000" opacity="0.3"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="#fafafa"/>${pent(cx, cy, r * 0.3)}${pent(cx - r * 0.62, cy - r * 0.42, r * 0.2)}${pent(cx + r * 0.62, cy - r * 0.42, r * 0.2)}${pent(cx - r * 0.45, cy + r * 0.62, r * 0.2)}${pent(cx + r * 0.45, cy + r * 0.62, r * 0.2)}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="#cfd8dc" stroke-width="${r1(s * 0.02)}"/><g ${FONT} font-weight="700" font-size="${r1(s * 0.2)}"><rect x="${r1(cx + r * 0.55)}" y="${r1(cy - r * 1.25)}" width="${r1(s * 0.62)}" height="${r1(s * 0.3)}" rx="${r1(s * 0.08)}" fill="${p.accent}"/><text x="${r1(cx + r * 0.55 + s * 0.31)}" y="${r1(cy - r * 1.25 + s * 0.22)}" fill="${p.ink}" text-anchor="middle">2.15</text><rect x="${r1(cx - r * 1.45)}" y="${r1(cy - r * 0.2)}" width="${r1(s * 0.62)}" height="${r1(s * 0.3)}" rx="${r1(s * 0.08)}" fill="#fff"/><text x="${r1(cx - r * 1.45 + s * 0.31)}" y="${r1(cy - r * 0.2 + s * 0.22)}" fill="${p.ink}" text-anchor="middle">3.40</text></g></g>`;
}

function reels(cx: number, cy: number, s: number, p: Palette) {
  const w = s * 1.5;
  const h = s * 0.78;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const cell = w / 3;
  const symbols = ['7', '7', '7'];
  const cells = symbols
    .map(
      (sym, i) =>
        `<rect x="${r1(x + i * cell + s * 0.04)}" y="${r1(y + s * 0.06)}" width="${r1(cell - s * 0.08)}" height="${r1(h - s * 0.12)}" rx="${r1(s * 0.06)}" fill="#fff"/><text x="${r1(x + i * cell + cell / 2)}" y="${r1(cy + s * 0.2)}" ${FONT} font-size="${r1(s * 0.56)}" font-weight="700" fill="#d50000" text-anchor="middle">${sym}</text>`,
    )
    .join('');
  return `<g><rect x="${r1(x - s * 0.08)}" y="${r1(y - s * 0.08)}" width="${r1(w + s * 0.16)}" height="${r1(h + s * 0.16)}" rx="${r1(s * 0.12)}" fill="${p.accent === '#fff3c4' ? '#ffb300' : p.glow}"/><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(s * 0.08)}" fill="${p.ink}"/>${cells}<rect x="${r1(x - s * 0.08)}" y="${r1(cy - s * 0.015)}" width="${r1(w + s * 0.16)}" height="${r1(s * 0.03)}" fill="${p.accent}" opacity="0.7"/><rect x="${r1(x + w * 0.15)}" y="${r1(y - s * 0.42)}" width="${r1(w * 0.7)}" height="${r1(s * 0.3)}" rx="${r1(s * 0.15)}" fill="${p.accent}"/><text x="${r1(cx)}" y="${r1(y - s * 0.2)}" ${FONT} font-size="${r1(s * 0.2)}" font-weight="700" fill="${p.ink}" text-anchor="middle">JACKPOT</text>${coin(cx - w * 0.55, cy + h * 0.6, s * 0.16, p)}${coin(cx + w * 0.56, cy + h * 0.55, s * 0.2, p)}</g>`;
}

function wheel(cx: number, cy: number, s: number, p: Palette) {
  const r = s * 0.62;
  const n = 18;
  const slices = Array.from({ length: n }, (_, i) => {
    const a0 = (Math.PI * 2 * i) / n;
    const a1 = (Math.PI * 2 * (i + 1)) / n;
    const fill = i === 0 ? '#1b8a3a' : i % 2 ? '#111' : '#c62828';
    return `<path d="M${r1(cx)} ${r1(cy)} L${r1(cx + Math.cos(a0) * r)} ${r1(cy + Math.sin(a0) * r)} A${r1(r)} ${r1(r)} 0 0 1 ${r1(cx + Math.cos(a1) * r)} ${r1(cy + Math.sin(a1) * r)} Z" fill="${fill}"/>`;
  }).join('');
  return `<g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.14)}" fill="#6d4c1f"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.06)}" fill="${p.accent}"/>${slices}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.55)}" fill="#5d3a12"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.42)}" fill="${p.accent}"/><path d="M${r1(cx - r * 0.3)} ${r1(cy)} L${r1(cx + r * 0.3)} ${r1(cy)} M${r1(cx)} ${r1(cy - r * 0.3)} L${r1(cx)} ${r1(cy + r * 0.3)}" stroke="#5d3a12" stroke-width="${r1(s * 0.04)}" stroke-linecap="round"/><circle cx="${r1(cx + r * 0.78)}" cy="${r1(cy - r * 0.3)}" r="${r1(s * 0.045)}" fill="#fff"/></g>`;
}

function cashbackArrows(cx: number, cy: number, s: number, p: Palette, locale: Locale) {
  const r = s * 0.55;
  return `<g fill="none" stroke="${p.accent}" stroke-width="${r1(s * 0.1)}" stroke-linecap="round"><path d="M${r1(cx + r)} ${r1(cy)} A${r1(r)} ${r1(r)} 0 1 1 ${r1(cx + r * 0.3)} ${r1(cy - r * 0.95)}"/></g><path d="M${r1(cx + r * 0.1)} ${r1(cy - r * 1.25)} L${r1(cx + r * 0.62)} ${r1(cy - r * 0.98)} L${r1(cx + r * 0.12)} ${r1(cy - r * 0.62)} Z" fill="${p.accent}"/><text x="${r1(cx)}" y="${r1(cy + s * 0.17)}" ${FONT} font-size="${r1(s * 0.48)}" font-weight="700" fill="#fff" text-anchor="middle">${locale === 'en' ? '10%' : '%10'}</text>${coin(cx + r * 1.05, cy + r * 0.9, s * 0.2, p)}`;
}

const MOTIFS: Record<ArtTheme, (cx: number, cy: number, s: number, p: Palette, locale: Locale) => string> = {
  welcome: gift,
  trial: coins,
  aviator: plane,
  sports: ball,
  cashback: cashbackArrows,
  jackpot: reels,
  live: wheel,
  slots: reels,
};

function background(w: number, h: number, p: Palette, id: string, theme: ArtTheme) {
  const stars = Array.from({ length: 14 }, (_, i) => {
    const x = ((i * 97) % 100) / 100;
    const y = ((i * 53) % 100) / 100;
    return `<circle cx="${r1(x * w)}" cy="${r1(y * h)}" r="${r1(1 + (i % 3))}" fill="#fff" opacity="${0.12 + (i % 4) * 0.06}"/>`;
  }).join('');
  const pitch =
    theme === 'sports'
      ? `<g stroke="#fff" stroke-opacity="0.12" stroke-width="3" fill="none"><rect x="${r1(w * 0.52)}" y="${r1(h * 0.08)}" width="${r1(w * 0.44)}" height="${r1(h * 0.84)}"/><line x1="${r1(w * 0.74)}" y1="${r1(h * 0.08)}" x2="${r1(w * 0.74)}" y2="${r1(h * 0.92)}"/><circle cx="${r1(w * 0.74)}" cy="${r1(h * 0.5)}" r="${r1(h * 0.16)}"/></g>`
      : '';
  return `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><radialGradient id="gl-${id}" cx="0.75" cy="0.45" r="0.6"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg-${id})"/><rect width="${w}" height="${h}" fill="url(#gl-${id})"/>${pitch}${stars}<path d="M0 ${r1(h * 0.86)} Q ${r1(w * 0.35)} ${r1(h * 0.74)} ${r1(w)} ${r1(h * 0.9)} L ${w} ${h} L 0 ${h} Z" fill="#000" opacity="0.18"/>`;
}

/** The text as one line when it has at most `fits` characters, else two lines split at the space nearest the middle. */
function wrapInTwo(text: string, fits: number): string[] {
  if (text.length <= fits) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}

/** One piece of artwork, w×h, for a theme and copy. Portrait sizes stack the motif above the text. */
export function artSvg(
  theme: ArtTheme,
  copy: ArtCopy,
  w: number,
  h: number,
  locale: Locale,
  id: string = theme,
): string {
  const p = PALETTES[theme];
  const portrait = h > w;
  const unit = Math.min(w, h);
  const motifSize = portrait ? w * 0.4 : Math.min(h * 0.5, w * 0.22);
  const motifX = portrait ? w / 2 : w * 0.79;
  const motifY = portrait ? h * 0.27 : h * 0.47;
  const left = portrait ? w * 0.08 : w * 0.06;
  const anchor = portrait ? 'middle' : 'start';
  const textX = portrait ? w / 2 : left;
  // The copy must fit beside (or under) the motif: sizes shrink to the longest line (Arial bold ≈ 0.58 em a glyph).
  const textWidth = portrait ? w * 0.84 : w * 0.57 - left;
  const longest = Math.max(...copy.headline.map((line) => line.length));
  const headSize = Math.min(portrait ? w * 0.1 : Math.min(h * 0.13, w * 0.062), textWidth / (longest * 0.58));
  const eyebrowSize = Math.max(headSize * 0.38, unit * 0.04);
  // The sub-line keeps a readable size: too long for one line, it wraps into two at the word nearest the middle.
  const subLines = wrapInTwo(copy.sub, textWidth / (Math.max(headSize * 0.42, unit * 0.045) * 0.5));
  const subLongest = Math.max(...subLines.map((line) => line.length));
  const subSize = Math.min(Math.max(headSize * 0.42, unit * 0.045), textWidth / (subLongest * 0.5));
  let y = portrait ? h * 0.56 : h * 0.24;

  const parts: string[] = [];
  parts.push(
    `<text x="${r1(textX)}" y="${r1(y)}" ${FONT} font-size="${r1(eyebrowSize)}" font-weight="700" letter-spacing="${r1(eyebrowSize * 0.12)}" fill="${p.glow}" text-anchor="${anchor}">${esc(copy.eyebrow.toLocaleUpperCase(locale))}</text>`,
  );
  y += headSize * 1.15;
  for (const line of copy.headline) {
    parts.push(
      `<text x="${r1(textX)}" y="${r1(y)}" ${FONT} font-size="${r1(headSize)}" font-weight="700" fill="#fff" text-anchor="${anchor}">${esc(line)}</text>`,
    );
    y += headSize * 1.08;
  }
  y += subSize * 0.3;
  for (const line of subLines) {
    parts.push(
      `<text x="${r1(textX)}" y="${r1(y)}" ${FONT} font-size="${r1(subSize)}" fill="#fff" opacity="0.88" text-anchor="${anchor}">${esc(line)}</text>`,
    );
    y += subSize * 1.25;
  }
  y -= subSize * 0.25;
  const ctaH = Math.max(headSize * 0.8, unit * 0.11);
  const ctaW = Math.max(copy.cta.length * ctaH * 0.27 + ctaH * 1.1, ctaH * 3.2);
  const ctaX = portrait ? w / 2 - ctaW / 2 : left;
  parts.push(
    `<g><rect x="${r1(ctaX)}" y="${r1(y)}" width="${r1(ctaW)}" height="${r1(ctaH)}" rx="${r1(ctaH / 2)}" fill="${p.accent}"/><text x="${r1(ctaX + ctaW / 2)}" y="${r1(y + ctaH * 0.66)}" ${FONT} font-size="${r1(ctaH * 0.44)}" font-weight="700" fill="${p.ink}" text-anchor="middle">${esc(copy.cta)}</text></g>`,
  );
  parts.push(
    `<text x="${r1(portrait ? w / 2 : w - unit * 0.04)}" y="${r1(h - unit * 0.04)}" ${FONT} font-size="${r1(Math.max(unit * 0.034, 11))}" fill="#fff" opacity="0.6" text-anchor="${portrait ? 'middle' : 'end'}">${esc(copy.small)}</text>`,
  );

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(copy.headline.join(' '))}">${background(w, h, p, id, theme)}${MOTIFS[theme](motifX, motifY, motifSize, p, locale)}${parts.join('')}</svg>`;
}

/** Banner sizes (spec §3): entry 0 default (phones, one slide per view), entry 1 ≥1200 px, entry 2 ≥992 px. */
export const BANNER_SIZES = { default: [720, 400], '1200': [960, 440], '992': [800, 400] } as const;
/** Popup sizes: default is portrait for phones; breakpoints 1200 and 992 px (spec §2). */
export const POPUP_SIZES = { default: [360, 480], '1200': [880, 480], '992': [720, 440] } as const;
/** Promotion image types: 1 card (list), 2 detail (dialog). */
export const PROMOTION_SIZES = { '1': [640, 360], '2': [960, 400] } as const;
