import { formatLira } from '../../../lib/format';

/** Chip colours by value (lira), as on a real table: the higher, the darker. */
const CHIP_COLORS: Array<[number, string, string]> = [
  [500, '#6d28d9', '#ddd6fe'],
  [100, '#111827', '#fbbf24'],
  [25, '#15803d', '#dcfce7'],
  [10, '#1d4ed8', '#dbeafe'],
  [5, '#b91c1c', '#fee2e2'],
  [0, '#e5e7eb', '#374151'],
];

export function chipColors(value: number): { fill: string; ink: string } {
  const [, fill, ink] = CHIP_COLORS.find(([min]) => value >= min) ?? CHIP_COLORS[CHIP_COLORS.length - 1]!;
  return { fill, ink };
}

/** 2.5 → "2,5", 1500 → "1,5K": what fits on a chip. */
export function chipLabel(value: number): string {
  if (value >= 1_000) return `${(value / 1_000).toLocaleString('tr-TR', { maximumFractionDigits: 1 })}K`;
  return value.toLocaleString('tr-TR', { maximumFractionDigits: 2 });
}

/** A casino chip drawn in SVG: rim with edge spots, inner ring and the value. */
export function ChipShape({
  x,
  y,
  r,
  value,
  pending = false,
}: {
  x: number;
  y: number;
  r: number;
  value: number;
  pending?: boolean;
}) {
  const { fill, ink } = chipColors(value);
  const spots = Array.from({ length: 6 }, (_, i) => (i * Math.PI) / 3);
  return (
    <g
      className={`rt-chip${pending ? ' is-pending' : ''}`}
      transform={`translate(${x} ${y})`}
      aria-hidden="true"
    >
      <circle r={r} fill={fill} stroke="rgba(0,0,0,0.45)" strokeWidth={1} />
      {spots.map((a) => (
        <rect
          key={a}
          x={-r * 0.16}
          y={-r}
          width={r * 0.32}
          height={r * 0.28}
          fill={ink}
          transform={`rotate(${(a * 180) / Math.PI})`}
        />
      ))}
      <circle r={r * 0.68} fill={fill} stroke={ink} strokeWidth={1} strokeDasharray="2 2" />
      <text y={r * 0.26} textAnchor="middle" fontSize={r * 0.72} fontWeight={800} fill={ink}>
        {chipLabel(value)}
      </text>
    </g>
  );
}

/** The chip rack: one radio a chip value; `prefix` the table's class family (`rt` roulette, `bc` baccarat/blackjack). */
export function ChipPicker({
  prefix,
  label,
  chips,
  chip,
  onChip,
}: {
  prefix: 'rt' | 'bc';
  label: string;
  chips: readonly number[];
  chip: number;
  onChip: (value: number) => void;
}) {
  return (
    <div className={`${prefix}-chips`} role="radiogroup" aria-label={label}>
      {chips.map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={chip === value}
          aria-label={formatLira(value)}
          className={`${prefix}-chips__chip${chip === value ? ' is-on' : ''}`}
          onClick={() => onChip(value)}
          data-chip={value}
        >
          <svg viewBox="-20 -20 40 40" aria-hidden="true">
            <ChipShape x={0} y={0} r={18} value={value} />
          </svg>
        </button>
      ))}
    </div>
  );
}
