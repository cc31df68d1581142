import { hiloRank, hiloSuit } from '@kasa/contract/instant';
import { useArtId } from '../../../../components/art/parts';

// Artwork of Plinko, Limbo, Keno and Hi-Lo drawn in SVG (no images): the header logos and Hi-Lo's playing cards.

export function PlinkoLogoArt({ size = 40 }: { size?: number }) {
  const id = useArtId();
  const pegs: Array<[number, number]> = [];
  for (let r = 0; r < 4; r++)
    for (let i = 0; i <= r + 1; i++) pegs.push([32 + (i - (r + 1) / 2) * 11, 14 + r * 10]);
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="fair-art">
      <defs>
        <radialGradient id={`${id}b`} cx="0.35" cy="0.3" r="0.7">
          <stop offset="0" stopColor="#fff6d5" />
          <stop offset="1" stopColor="#f5a623" />
        </radialGradient>
      </defs>
      {pegs.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="#c9d6f0" />
      ))}
      {['#ff5a76', '#ffb547', '#f5e663', '#ffb547', '#ff5a76'].map((c, i) => (
        <rect key={i} x={6 + i * 10.8} y="52" width="9" height="7" rx="2" fill={c} />
      ))}
      <circle cx="37" cy="40" r="5.5" fill={`url(#${id}b)`} />
    </svg>
  );
}

export function LimboLogoArt({ size = 40 }: { size?: number }) {
  const id = useArtId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="fair-art">
      <defs>
        <linearGradient id={`${id}t`} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#5ac8ff" />
          <stop offset="1" stopColor="#f5c451" />
        </linearGradient>
      </defs>
      <path
        d="M8 56 Q40 52 52 12"
        stroke={`url(#${id}t)`}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <g transform="translate(52 12) rotate(20)">
        <path d="M0 -9 Q5 -3 4 6 H-4 Q-5 -3 0 -9 Z" fill="#fff" />
        <circle cy="-2" r="2" fill="#5ac8ff" />
        <path d="M-3 6 Q0 14 3 6 Z" fill="#ffb547" />
      </g>
      <text x="22" y="44" fontSize="15" fontWeight="900" fill="#eef2f8" textAnchor="middle">
        ×
      </text>
    </svg>
  );
}

export function KenoLogoArt({ size = 40 }: { size?: number }) {
  const lit = new Set([1, 5, 6, 10, 13]);
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="fair-art">
      {Array.from({ length: 16 }, (_, i) => (
        <rect
          key={i}
          x={6 + (i % 4) * 13.5}
          y={6 + Math.floor(i / 4) * 13.5}
          width="11"
          height="11"
          rx="3"
          fill={lit.has(i) ? (i === 6 || i === 13 ? '#f5c451' : '#19e38c') : '#2a3a5c'}
        />
      ))}
    </svg>
  );
}

export function HiloLogoArt({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="fair-art">
      <g transform="rotate(-12 22 36)">
        <rect x="8" y="16" width="26" height="38" rx="4" fill="#fff" />
        <text x="21" y="42" fontSize="18" fontWeight="800" textAnchor="middle" fill="#e11d48">
          ♥
        </text>
      </g>
      <g transform="rotate(10 42 32)">
        <rect x="30" y="12" width="26" height="38" rx="4" fill="#fff" />
        <text x="43" y="38" fontSize="18" fontWeight="800" textAnchor="middle" fill="#111827">
          ♠
        </text>
      </g>
      <path d="M52 4 L60 13 H55 V18 H49 V13 H44 Z" fill="#19e38c" />
      <path d="M12 60 L4 51 H9 V46 H15 V51 H20 Z" fill="#ff5a76" />
    </svg>
  );
}

export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUITS = ['♠', '♥', '♦', '♣'];

/** A playing card (0…51) drawn in SVG; `hidden` shows its back. */
export function PlayingCard({
  card,
  hidden = false,
  size = 120,
  tone,
}: {
  card: number | null;
  hidden?: boolean;
  size?: number;
  tone?: 'win' | 'loss' | null;
}) {
  const id = useArtId();
  const width = size;
  const height = size * 1.42;
  if (hidden || card === null) {
    return (
      <svg
        width={width}
        height={height}
        viewBox="0 0 100 142"
        className="playing-card is-back"
        aria-hidden="true"
      >
        <defs>
          <pattern
            id={`${id}p`}
            width="12"
            height="12"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="12" height="12" fill="#1b2a4a" />
            <rect width="6" height="12" fill="#22355d" />
          </pattern>
        </defs>
        <rect
          x="1"
          y="1"
          width="98"
          height="140"
          rx="10"
          fill={`url(#${id}p)`}
          stroke="#3b5488"
          strokeWidth="2"
        />
        <rect
          x="12"
          y="12"
          width="76"
          height="118"
          rx="6"
          fill="none"
          stroke="#f5c451"
          strokeOpacity="0.55"
          strokeWidth="2"
        />
        <text x="50" y="80" fontSize="22" fontWeight="900" textAnchor="middle" fill="#f5c451" opacity="0.8">
          K
        </text>
      </svg>
    );
  }
  const rank = RANK_LABELS[hiloRank(card) - 1]!;
  const suit = SUITS[hiloSuit(card)]!;
  const red = hiloSuit(card) === 1 || hiloSuit(card) === 2;
  const color = red ? '#e11d48' : '#111827';
  const stroke = tone === 'win' ? '#19e38c' : tone === 'loss' ? '#ff5a76' : '#d8dee9';
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 100 142"
      className="playing-card"
      role="img"
      aria-label={`${rank}${suit}`}
      data-card={card}
    >
      <rect
        x="1"
        y="1"
        width="98"
        height="140"
        rx="10"
        fill="#fdfdfb"
        stroke={stroke}
        strokeWidth={tone ? 5 : 2}
      />
      <text x="10" y="28" fontSize="24" fontWeight="800" fill={color} fontFamily="Georgia, serif">
        {rank}
      </text>
      <text x="11" y="48" fontSize="18" fill={color}>
        {suit}
      </text>
      <text x="50" y="96" fontSize="54" textAnchor="middle" fill={color}>
        {suit}
      </text>
      <g transform="rotate(180 50 71)">
        <text x="10" y="28" fontSize="24" fontWeight="800" fill={color} fontFamily="Georgia, serif">
          {rank}
        </text>
        <text x="11" y="48" fontSize="18" fill={color}>
          {suit}
        </text>
      </g>
    </svg>
  );
}
