import { lucky6Colour, WHEEL_SEGMENTS, WHEEL_SIZE, type TvGame } from '@kasa/contract/tv-rules';

// The TV games' artwork, drawn in SVG: lottery balls and the wheel of fortune (docs/decisions/0320).

const LUCKY6_FILL: Record<string, string> = {
  red: '#dc2626',
  green: '#16a34a',
  blue: '#2563eb',
  purple: '#7c3aed',
  brown: '#92400e',
  yellow: '#eab308',
  orange: '#f97316',
  black: '#1f2937',
};

/** A ball's colour: Lucky 6 by its colour group, Keno gold up to 40 and blue after. */
export function ballFill(game: TvGame, n: number): string {
  if (game === 'lucky6') return LUCKY6_FILL[lucky6Colour(n)]!;
  return n <= 40 ? '#eab308' : '#0284c7';
}

export const VALUE_FILL: Record<number, string> = {
  2: '#0ea5e9',
  4: '#22c55e',
  6: '#eab308',
  12: '#f97316',
  24: '#e11d48',
};

/** A lottery ball with its number on a white disc. */
export function Ball({
  game,
  n,
  size = 40,
  dim = false,
  testId,
}: {
  game: TvGame;
  n: number;
  size?: number;
  dim?: boolean;
  testId?: string;
}) {
  const fill = ballFill(game, n);
  const id = `tvb-${game}-${fill.slice(1)}`;
  return (
    <svg
      className={`tv-ball${dim ? ' is-dim' : ''}`}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role="img"
      aria-label={String(n)}
      data-testid={testId}
      data-number={n}
    >
      <defs>
        <radialGradient id={id} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff" stopOpacity="0.85" />
          <stop offset="0.25" stopColor={fill} />
          <stop offset="1" stopColor="#000" stopOpacity="0.55" />
        </radialGradient>
      </defs>
      <circle cx="20" cy="20" r="19" fill={fill} />
      <circle cx="20" cy="20" r="19" fill={`url(#${id})`} />
      <circle cx="20" cy="20" r="11" fill="#fff" />
      <text x="20" y="24.5" textAnchor="middle" fontSize="12.5" fontWeight="800" fill="#111827">
        {n}
      </text>
    </svg>
  );
}

const polar = (r: number, deg: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [200 + r * Math.cos(a), 200 + r * Math.sin(a)] as const;
};

/** The wheel of fortune: 50 segments clockwise from the pointer at the top, turned by `angle` degrees. */
export function FortuneWheel({ angle, highlight }: { angle: number; highlight: number | null }) {
  const step = 360 / WHEEL_SIZE;
  return (
    <svg className="tv-wheel" viewBox="0 0 400 400" role="img" aria-label="wheel" data-testid="tv-wheel">
      <circle cx="200" cy="200" r="196" fill="#1e1b4b" stroke="#fbbf24" strokeWidth="6" />
      <g transform={`rotate(${angle} 200 200)`}>
        {WHEEL_SEGMENTS.map((value, i) => {
          const [x1, y1] = polar(180, i * step);
          const [x2, y2] = polar(180, (i + 1) * step);
          const [tx, ty] = polar(150, i * step + step / 2);
          return (
            <g key={i}>
              <path
                d={`M200 200 L${x1} ${y1} A180 180 0 0 1 ${x2} ${y2} Z`}
                fill={VALUE_FILL[value]}
                stroke="#0f172a"
                strokeWidth="1"
                opacity={highlight !== null && highlight !== i ? 0.55 : 1}
              />
              <text
                x={tx}
                y={ty}
                transform={`rotate(${i * step + step / 2} ${tx} ${ty})`}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="13"
                fontWeight="800"
                fill="#fff"
              >
                {value}
              </text>
            </g>
          );
        })}
        {Array.from({ length: WHEEL_SIZE }, (_, i) => {
          const [x, y] = polar(186, i * step);
          return <circle key={i} cx={x} cy={y} r="2.5" fill="#fde68a" />;
        })}
      </g>
      <circle cx="200" cy="200" r="46" fill="#0f172a" stroke="#fbbf24" strokeWidth="4" />
      <text x="200" y="208" textAnchor="middle" fontSize="22" fontWeight="900" fill="#fbbf24">
        KASA
      </text>
      <path d="M200 30 L186 0 L214 0 Z" fill="#fbbf24" stroke="#7c2d12" strokeWidth="2" />
    </svg>
  );
}

/** The angle that puts segment `segment`'s middle under the pointer after `turns` full turns. */
export const wheelAngleFor = (segment: number, turns: number) =>
  turns * 360 - (segment + 0.5) * (360 / WHEEL_SIZE);
