import { columnOf } from '@kasa/contract/tombala-rules';

/** One colour per column of the board (1–9, 10–19, …, 80–90). */
export const BALL_COLORS = [
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#14b8a6',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#f43f5e',
] as const;

/** A tombala ball drawn in SVG: a glossy sphere in its column's colour with the number on a white disc. */
export function Ball({ number, size = 56, label }: { number: number | null; size?: number; label?: string }) {
  const color = number === null ? '#475569' : BALL_COLORS[columnOf(number)]!;
  const id = `tb-ball-${number ?? 'none'}-${size}`;
  return (
    <svg
      className="tb-ball"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={label ?? (number === null ? '' : String(number))}
    >
      <defs>
        <radialGradient id={id} cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.9" />
          <stop offset="25%" stopColor={color} />
          <stop offset="100%" stopColor="#0f172a" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="48" fill={`url(#${id})`} />
      <circle cx="50" cy="52" r="28" fill="#f8fafc" />
      {number !== null && (
        <text
          x="50"
          y="53"
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={number >= 10 ? 30 : 34}
          fontWeight="800"
          fill="#0f172a"
        >
          {number}
        </text>
      )}
    </svg>
  );
}
