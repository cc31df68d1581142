import { memo } from 'react';

// Team crests drawn from the team's name (no pictures fetched): the name picks the shape, two colours and a pattern,
// and the crest carries the initials. The same name always gives the same crest.

const COLOURS = [
  '#d62828',
  '#f77f00',
  '#fcbf49',
  '#2a9d8f',
  '#264653',
  '#1d3557',
  '#457b9d',
  '#e63946',
  '#6a4c93',
  '#1982c4',
  '#8ac926',
  '#ffca3a',
  '#ff595e',
  '#0b6e4f',
  '#f4f1de',
  '#111827',
  '#7b2cbf',
  '#ef476f',
  '#06d6a0',
  '#118ab2',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** 'GS' for Galatasaray, 'FB' for Fenerbahçe, 'RM' for Real Madrid. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s.-]/gu, '')
    .split(/[\s.-]+/)
    .filter((w) => w.length > 0 && !/^(fc|sk|cf|afc|bk|kk|ac|as|ss|sc|the)$/i.test(w));
  if (words.length === 0) return name.slice(0, 2).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 3).toLocaleUpperCase('tr');
  return (words[0]![0]! + words[1]![0]!).toLocaleUpperCase('tr');
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

const SHIELD = 'M16 1.5 L29 5.5 V15 C29 23 23.5 28.2 16 30.5 C8.5 28.2 3 23 3 15 V5.5 Z';

export const Crest = memo(function Crest({
  name,
  size = 22,
  person = false,
}: {
  name: string;
  size?: number;
  /** A player (tennis): a round badge instead of a club crest. */
  person?: boolean;
}) {
  const h = hash(name);
  const primary = COLOURS[h % COLOURS.length]!;
  let secondary = COLOURS[(h >>> 5) % COLOURS.length]!;
  if (secondary === primary) secondary = COLOURS[((h % COLOURS.length) + 7) % COLOURS.length]!;
  const pattern = (h >>> 10) % 5;
  const shape = person ? 1 : (h >>> 13) % 3;
  const id = `c${h.toString(36)}`;
  const initials = initialsOf(name);
  const ink = luminance(pattern === 0 ? primary : secondary) > 0.6 ? '#0b1220' : '#ffffff';
  const outline =
    shape === 0 ? (
      <path d={SHIELD} />
    ) : shape === 1 ? (
      <circle cx="16" cy="16" r="14.5" />
    ) : (
      <rect x="2" y="2" width="28" height="28" rx="8" />
    );
  return (
    <svg
      className="crest"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id={id}>{outline}</clipPath>
      </defs>
      <g clipPath={`url(#${id})`}>
        <rect width="32" height="32" fill={primary} />
        {pattern === 1 ? (
          <path d="M8 0h5v32H8zM19 0h5v32h-5z" fill={secondary} />
        ) : pattern === 2 ? (
          <path d="M0 9h32v5H0zM0 19h32v5H0z" fill={secondary} />
        ) : pattern === 3 ? (
          <path d="M0 24L24 0h9L0 33z" fill={secondary} />
        ) : pattern === 4 ? (
          <rect x="16" width="16" height="32" fill={secondary} />
        ) : null}
      </g>
      <g fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="1.2">
        {outline}
      </g>
      <text
        x="16"
        y={initials.length > 2 ? 19.6 : 20.5}
        textAnchor="middle"
        fontSize={initials.length > 2 ? 9 : 11}
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill={ink}
        stroke={ink === '#ffffff' ? 'rgba(0,0,0,0.45)' : 'rgba(255,255,255,0.5)'}
        strokeWidth="0.6"
        paintOrder="stroke"
      >
        {initials}
      </text>
    </svg>
  );
});
