import { Chip, DiagonalGradient, GridPattern, useArtId } from '../../../components/art/parts';

export type LobbyArtKind = 'live' | 'slot' | 'bingo' | 'games' | 'tvbets' | 'search';

// The lobby hero's picture, drawn in code per page: a dark stage in the brand palette with the page's motif on the
// right (the copy sits on the left). Decorative.

const PALETTE: Record<LobbyArtKind, [string, string, string]> = {
  live: ['#1a0f2e', '#3b1248', '#ff5a76'],
  slot: ['#0c1d2e', '#102f4a', '#f5c451'],
  bingo: ['#0d2420', '#114236', '#19e38c'],
  games: ['#1d1024', '#3a1230', '#ff3d5a'],
  tvbets: ['#0c1530', '#13265a', '#5ac8ff'],
  search: ['#0b1626', '#12263f', '#19e38c'],
};

function Roulette({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const slots = 18;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r + 14} fill="#2a1606" />
      <circle cx={cx} cy={cy} r={r + 8} fill="none" stroke="#f5c451" strokeOpacity="0.7" strokeWidth="4" />
      {Array.from({ length: slots }, (_, i) => {
        const a0 = (i / slots) * Math.PI * 2;
        const a1 = ((i + 1) / slots) * Math.PI * 2;
        const p = (a: number, rr: number) => `${cx + Math.cos(a) * rr} ${cy + Math.sin(a) * rr}`;
        const fill = i === 0 ? '#12a35f' : i % 2 ? '#c8223a' : '#141a24';
        return <path key={i} d={`M${cx} ${cy}L${p(a0, r)}A${r} ${r} 0 0 1 ${p(a1, r)}Z`} fill={fill} />;
      })}
      <circle cx={cx} cy={cy} r={r * 0.62} fill="#3a2410" />
      <circle cx={cx} cy={cy} r={r * 0.5} fill="#5a3a16" />
      <path
        d={`M${cx - r * 0.38} ${cy}H${cx + r * 0.38}M${cx} ${cy - r * 0.38}V${cy + r * 0.38}`}
        stroke="#f5c451"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle cx={cx} cy={cy} r={r * 0.1} fill="#f5c451" />
      <circle cx={cx + r * 0.78} cy={cy - r * 0.3} r="8" fill="#fff" />
    </g>
  );
}

function Reels({ x, y, accent }: { x: number; y: number; accent: string }) {
  const symbols = ['7', '★', '7', '♦', '7', '★', '♣', '7', '♦'];
  return (
    <g>
      <rect
        x={x - 18}
        y={y - 18}
        width={366}
        height={246}
        rx="26"
        fill="#1b2438"
        stroke={accent}
        strokeWidth="5"
      />
      {[0, 1, 2].map((col) => (
        <g key={col}>
          <rect x={x + col * 112} y={y} width="98" height="210" rx="14" fill="#f4f1e8" />
          {[0, 1, 2].map((row) => {
            const s = symbols[col * 3 + row]!;
            return (
              <text
                key={row}
                x={x + col * 112 + 49}
                y={y + row * 70 + 52}
                textAnchor="middle"
                fontSize="48"
                fontWeight="900"
                fontFamily="Georgia, serif"
                fill={s === '7' ? '#d21f3c' : s === '★' ? '#e6a92c' : '#1f6feb'}
              >
                {s}
              </text>
            );
          })}
        </g>
      ))}
      <rect x={x - 8} y={y + 96} width="346" height="18" fill={accent} opacity="0.35" />
      <circle cx={x + 372} cy={y + 10} r="16" fill="#d21f3c" />
      <path d={`M${x + 372} ${y + 26}V${y + 120}`} stroke="#9aa6bd" strokeWidth="8" strokeLinecap="round" />
    </g>
  );
}

function Balls({ cx, cy }: { cx: number; cy: number }) {
  const balls: [number, number, number, string, string][] = [
    [0, 0, 62, '#19e38c', '17'],
    [-120, 40, 48, '#f5c451', '42'],
    [110, 60, 52, '#5ac8ff', '8'],
    [-40, 120, 44, '#ff5a76', '63'],
    [70, -100, 40, '#b07bff', '25'],
    [-150, -70, 36, '#ff8a3d', '71'],
  ];
  return (
    <g>
      {balls.map(([dx, dy, r, color, n]) => (
        <g key={n}>
          <circle cx={cx + dx} cy={cy + dy} r={r} fill={color} />
          <circle cx={cx + dx} cy={cy + dy} r={r * 0.58} fill="#fff" />
          <circle cx={cx + dx - r * 0.35} cy={cy + dy - r * 0.4} r={r * 0.2} fill="#fff" opacity="0.35" />
          <text
            x={cx + dx}
            y={cy + dy + r * 0.22}
            textAnchor="middle"
            fontSize={r * 0.62}
            fontWeight="900"
            fontFamily="system-ui, sans-serif"
            fill="#0b1220"
          >
            {n}
          </text>
        </g>
      ))}
    </g>
  );
}

function Flight({ x, y, accent }: { x: number; y: number; accent: string }) {
  return (
    <g>
      <path
        d={`M${x} ${y + 260}Q${x + 260} ${y + 250} ${x + 400} ${y + 40}`}
        fill="none"
        stroke={accent}
        strokeWidth="8"
      />
      <path
        d={`M${x} ${y + 260}Q${x + 260} ${y + 250} ${x + 400} ${y + 40}V${y + 270}H${x}Z`}
        fill={accent}
        opacity="0.18"
      />
      <g transform={`translate(${x + 400} ${y + 40}) rotate(-38)`}>
        <path d="M-46 0L30 -6L52 0L30 6Z" fill="#fff" />
        <path d="M-6 -4L-22 -40L-4 -40L14 -4ZM-6 4L-22 40L-4 40L14 4Z" fill="#fff" />
        <path d="M-40 -2L-52 -20L-44 -20L-30 -2Z" fill="#fff" />
      </g>
      <text
        x={x + 120}
        y={y + 140}
        fontSize="64"
        fontWeight="900"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        12.4x
      </text>
      <g transform={`translate(${x - 40} ${y + 30}) rotate(-12)`}>
        <rect width="92" height="92" rx="18" fill="#f4f1e8" />
        {[
          [24, 24],
          [68, 24],
          [46, 46],
          [24, 68],
          [68, 68],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="8" fill="#d21f3c" />
        ))}
      </g>
    </g>
  );
}

function Screen({ x, y, accent }: { x: number; y: number; accent: string }) {
  return (
    <g>
      <rect x={x} y={y} width="360" height="230" rx="22" fill="#0a0f1c" stroke="#2d3b5c" strokeWidth="10" />
      <rect x={x + 18} y={y + 18} width="324" height="194" rx="10" fill={accent} opacity="0.15" />
      <Balls cx={x + 190} cy={y + 110} />
      <path
        d={`M${x + 130} ${y + 262}H${x + 230}M${x + 180} ${y + 236}V${y + 262}`}
        stroke="#2d3b5c"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <circle cx={x + 330} cy={y + 36} r="9" fill="#ff5a76" />
    </g>
  );
}

function Magnifier({ x, y, accent }: { x: number; y: number; accent: string }) {
  return (
    <g>
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={x + i * 120}
          y={y + 30 + (i % 2) * 30}
          width="104"
          height="140"
          rx="14"
          fill={['#3b1248', '#102f4a', '#114236'][i]}
          stroke="#ffffff"
          strokeOpacity="0.12"
        />
      ))}
      <circle cx={x + 250} cy={y + 130} r="84" fill="none" stroke={accent} strokeWidth="18" />
      <circle cx={x + 250} cy={y + 130} r="75" fill="#fff" opacity="0.06" />
      <path
        d={`M${x + 310} ${y + 190}L${x + 380} ${y + 260}`}
        stroke={accent}
        strokeWidth="26"
        strokeLinecap="round"
      />
    </g>
  );
}

export function LobbyArt({ kind, className }: { kind: LobbyArtKind; className?: string }) {
  const id = useArtId();
  const [from, to, accent] = PALETTE[kind];
  return (
    <svg className={className} viewBox="0 0 1200 240" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">
      <defs>
        <DiagonalGradient id={id} from={from} to={to} />
        <radialGradient id={`${id}-glow`} cx="0.78" cy="0.45" r="0.5">
          <stop offset="0" stopColor={accent} stopOpacity="0.35" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
        <GridPattern id={id} size={36} />
      </defs>
      <rect width="1200" height="240" fill={`url(#${id}-bg)`} />
      <rect width="1200" height="240" fill={`url(#${id}-grid)`} />
      <rect width="1200" height="240" fill={`url(#${id}-glow)`} />
      {kind === 'live' ? (
        <g>
          <Roulette cx={960} cy={120} r={86} />
          <Chip x={820} y={196} r={26} color="#19e38c" edge="#fff" />
          <Chip x={1112} y={192} r={30} color="#f5c451" edge="#fff" />
          <Chip x={1128} y={46} r={19} color="#1f6feb" edge="#fff" />
        </g>
      ) : null}
      {kind === 'slot' ? (
        <g transform="translate(800 34) scale(0.7)">
          <Reels x={0} y={0} accent={accent} />
        </g>
      ) : null}
      {kind === 'bingo' ? (
        <g transform="translate(960 112) scale(0.7)">
          <Balls cx={0} cy={0} />
        </g>
      ) : null}
      {kind === 'games' ? (
        <g transform="translate(790 6) scale(0.78)">
          <Flight x={0} y={0} accent={accent} />
        </g>
      ) : null}
      {kind === 'tvbets' ? (
        <g transform="translate(820 16) scale(0.78)">
          <Screen x={0} y={0} accent={accent} />
        </g>
      ) : null}
      {kind === 'search' ? (
        <g transform="translate(800 0) scale(0.8)">
          <Magnifier x={0} y={0} accent={accent} />
        </g>
      ) : null}
      <circle cx="640" cy="50" r="3" fill="#f5c451" />
      <circle cx="700" cy="200" r="2.5" fill="#fff" opacity="0.6" />
      <circle cx="600" cy="150" r="2" fill={accent} />
    </svg>
  );
}
