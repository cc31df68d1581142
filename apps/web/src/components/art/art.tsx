import { Chip, DiagonalGradient, GridPattern, useArtId } from './parts';

// Generated artwork for Kasa: casino motifs (wheel, chips, cards) in the brand palette. Decorative only.

function Card({
  x,
  y,
  rotate,
  suit,
  rank,
  red,
}: {
  x: number;
  y: number;
  rotate: number;
  suit: string;
  rank: string;
  red?: boolean;
}) {
  const ink = red ? '#e23a4f' : '#0b1220';
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-70" y="-100" width="140" height="200" rx="14" fill="#f7f9fc" />
      <rect x="-62" y="-92" width="124" height="184" rx="9" fill="none" stroke={ink} strokeOpacity="0.12" />
      <text x="-50" y="-60" fill={ink} fontSize="30" fontWeight="800" fontFamily="system-ui, sans-serif">
        {rank}
      </text>
      <text x="0" y="30" fill={ink} fontSize="84" textAnchor="middle" fontFamily="system-ui, sans-serif">
        {suit}
      </text>
    </g>
  );
}

function Wheel({ cx, cy, r, id }: { cx: number; cy: number; r: number; id: string }) {
  const segments = 37;
  const ring = r * 0.78;
  const c = 2 * Math.PI * ring;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={`url(#${id}-wood)`} />
      <circle
        cx={cx}
        cy={cy}
        r={r * 0.93}
        fill="#0a1120"
        stroke="#f5c451"
        strokeOpacity="0.6"
        strokeWidth="3"
      />
      <circle cx={cx} cy={cy} r={ring} fill="none" stroke="#c8223a" strokeWidth={r * 0.22} />
      <circle
        cx={cx}
        cy={cy}
        r={ring}
        fill="none"
        stroke="#0b0f18"
        strokeWidth={r * 0.22}
        strokeDasharray={`${c / segments} ${c / segments}`}
      />
      <circle
        cx={cx}
        cy={cy}
        r={ring}
        fill="none"
        stroke="#19e38c"
        strokeWidth={r * 0.22}
        strokeDasharray={`${c / segments} ${c}`}
      />
      <circle
        cx={cx}
        cy={cy}
        r={r * 0.62}
        fill={`url(#${id}-hub)`}
        stroke="#f5c451"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      <circle cx={cx} cy={cy} r={r * 0.14} fill="#f5c451" />
      {[0, 45, 90, 135].map((a) => (
        <rect
          key={a}
          x={cx - r * 0.5}
          y={cy - 3}
          width={r}
          height="6"
          rx="3"
          fill="#f5c451"
          opacity="0.75"
          transform={`rotate(${a} ${cx} ${cy})`}
        />
      ))}
      <circle cx={cx + ring * 0.7} cy={cy - ring * 0.7} r={r * 0.05} fill="#fff" />
    </g>
  );
}

function Defs({ id }: { id: string }) {
  return (
    <defs>
      <radialGradient id={`${id}-glow`} cx="0.2" cy="0.1" r="0.9">
        <stop offset="0" stopColor="#19e38c" stopOpacity="0.45" />
        <stop offset="0.45" stopColor="#0c3b3a" stopOpacity="0.35" />
        <stop offset="1" stopColor="#070b14" stopOpacity="0" />
      </radialGradient>
      <radialGradient id={`${id}-gold`} cx="0.9" cy="0.95" r="0.7">
        <stop offset="0" stopColor="#f5c451" stopOpacity="0.35" />
        <stop offset="1" stopColor="#070b14" stopOpacity="0" />
      </radialGradient>
      <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#0d1a2b" />
        <stop offset="1" stopColor="#070b14" />
      </linearGradient>
      <radialGradient id={`${id}-wood`}>
        <stop offset="0.8" stopColor="#3a2412" />
        <stop offset="1" stopColor="#1b1008" />
      </radialGradient>
      <radialGradient id={`${id}-hub`}>
        <stop offset="0" stopColor="#2a3550" />
        <stop offset="1" stopColor="#121a2c" />
      </radialGradient>
      <GridPattern id={id} size={40} />
    </defs>
  );
}

/** Tall panel beside the login, register and recovery forms. */
export function AuthArt({ className }: { className?: string }) {
  const id = useArtId();
  return (
    <svg className={className} viewBox="0 0 600 900" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <Defs id={id} />
      <rect width="600" height="900" fill={`url(#${id}-bg)`} />
      <rect width="600" height="900" fill={`url(#${id}-grid)`} />
      <rect width="600" height="900" fill={`url(#${id}-glow)`} />
      <rect width="600" height="900" fill={`url(#${id}-gold)`} />
      <Wheel cx={470} cy={250} r={230} id={id} />
      <Card x={170} y={560} rotate={-14} suit="♠" rank="A" />
      <Card x={290} y={590} rotate={9} suit="♥" rank="K" red />
      <Chip x={120} y={760} r={58} color="#19e38c" edge="#06281a" />
      <Chip x={230} y={800} r={46} color="#c8223a" />
      <Chip x={460} y={740} r={64} color="#f5c451" edge="#5a3c05" />
      <Chip x={540} y={640} r={36} color="#1f6feb" />
      <circle cx="90" cy="180" r="3" fill="#f5c451" />
      <circle cx="140" cy="120" r="2" fill="#fff" opacity="0.7" />
      <circle cx="60" cy="320" r="2.5" fill="#19e38c" />
    </svg>
  );
}

export type TileArtKind = 'sports' | 'live' | 'slots' | 'aviator';

/** Small illustrations of the home category tiles. */
export function TileArt({ kind, className }: { kind: TileArtKind; className?: string }) {
  const id = useArtId();
  return (
    <svg className={className} viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <DiagonalGradient id={id} from={TILE_COLORS[kind][0]} to={TILE_COLORS[kind][1]} />
        <radialGradient id={`${id}-shine`} cx="0.8" cy="0.2" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.22" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${id}-bg)`} />
      <rect width="320" height="200" fill={`url(#${id}-shine)`} />
      {kind === 'sports' ? (
        <g>
          <rect
            x="60"
            y="28"
            width="200"
            height="144"
            rx="6"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.22"
            strokeWidth="3"
          />
          <path d="M160 28v144" stroke="#fff" strokeOpacity="0.22" strokeWidth="3" />
          <circle cx="160" cy="100" r="30" fill="none" stroke="#fff" strokeOpacity="0.22" strokeWidth="3" />
          <rect
            x="60"
            y="70"
            width="26"
            height="60"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.22"
            strokeWidth="3"
          />
          <rect
            x="234"
            y="70"
            width="26"
            height="60"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.22"
            strokeWidth="3"
          />
          <g transform="translate(196 118)">
            <circle r="48" fill="#f7f9fc" />
            <path d="M0-18l17 12-6.5 20h-21L-17-6z" fill="#0b1220" />
            <path
              d="M0-18V-47M17-6l28-9M10.5 14l17 23M-10.5 14l-17 23M-17-6l-28-9"
              stroke="#0b1220"
              strokeWidth="3"
            />
          </g>
        </g>
      ) : null}
      {kind === 'live' ? (
        <g>
          <g transform="translate(135 100) rotate(-12)">
            <rect x="-42" y="-60" width="84" height="120" rx="9" fill="#f7f9fc" />
            <text x="0" y="18" textAnchor="middle" fontSize="52" fill="#e23a4f" fontFamily="system-ui">
              ♥
            </text>
          </g>
          <g transform="translate(190 108) rotate(10)">
            <rect x="-42" y="-60" width="84" height="120" rx="9" fill="#f7f9fc" />
            <text x="0" y="18" textAnchor="middle" fontSize="52" fill="#0b1220" fontFamily="system-ui">
              ♠
            </text>
          </g>
          <Chip x={248} y={160} r={30} color="#f5c451" edge="#5a3c05" />
          <Chip x={80} y={168} r={22} color="#19e38c" edge="#06281a" />
        </g>
      ) : null}
      {kind === 'slots' ? (
        <g>
          <rect x="70" y="40" width="180" height="120" rx="14" fill="#0b1220" opacity="0.55" />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x={82 + i * 56} y="52" width="48" height="96" rx="8" fill="#f7f9fc" />
              <text
                x={106 + i * 56}
                y="116"
                textAnchor="middle"
                fontSize="46"
                fontWeight="900"
                fill="#e23a4f"
                fontFamily="system-ui"
              >
                7
              </text>
            </g>
          ))}
        </g>
      ) : null}
      {kind === 'aviator' ? (
        <g>
          <path
            d="M40 190 C140 182 200 140 240 70"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.5"
            strokeWidth="4"
            strokeDasharray="2 10"
            strokeLinecap="round"
          />
          <path d="M40 200 C140 192 200 150 240 80 L320 200z" fill="#fff" opacity="0.08" />
          <g transform="translate(238 66) rotate(-38) scale(1.3)">
            <path d="M-40 0 C-30 -8 20 -8 36 0 C20 8 -30 8 -40 0z" fill="#f7f9fc" />
            <path
              d="M-4 -4 L-18 -34 L-6 -34 L14 -4z M-4 4 L-18 34 L-6 34 L14 4z M-36 -2 L-44 -18 L-36 -18 L-28 -2z"
              fill="#e23a4f"
            />
          </g>
        </g>
      ) : null}
    </svg>
  );
}

const TILE_COLORS: Record<TileArtKind, [string, string]> = {
  sports: ['#0d6b4a', '#063524'],
  live: ['#5a1530', '#240a18'],
  slots: ['#4a2a8a', '#1b1040'],
  aviator: ['#b3263d', '#3a0a14'],
};
