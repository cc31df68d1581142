import { useId } from 'react';

// Pieces every piece of generated artwork shares (site art, lobby heroes, game art). Decorative only.

/** A gradient/pattern id prefix unique to one drawing (useId without the colons SVG url() refs dislike). */
export function useArtId(): string {
  return useId().replace(/:/g, '');
}

/** A casino chip: coloured disc, dashed edge ring, inner ring and hub. */
export function Chip({
  x,
  y,
  r,
  color,
  edge = '#f4f7fb',
}: {
  x: number;
  y: number;
  r: number;
  color: string;
  edge?: string;
}) {
  const c = 2 * Math.PI * (r * 0.86);
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={color} />
      <circle
        cx={x}
        cy={y}
        r={r * 0.86}
        fill="none"
        stroke={edge}
        strokeWidth={r * 0.16}
        strokeDasharray={`${c / 16} ${c / 16}`}
        opacity="0.9"
      />
      <circle
        cx={x}
        cy={y}
        r={r * 0.58}
        fill="none"
        stroke={edge}
        strokeOpacity="0.55"
        strokeWidth={r * 0.05}
      />
      <circle cx={x} cy={y} r={r * 0.5} fill={color} stroke="#000" strokeOpacity="0.15" />
    </g>
  );
}

/** The faint square grid laid over dark stages: fill a rect with `url(#<id>-grid)`. */
export function GridPattern({ id, size }: { id: string; size: number }) {
  return (
    <pattern id={`${id}-grid`} width={size} height={size} patternUnits="userSpaceOnUse">
      <path d={`M${size} 0H0V${size}`} fill="none" stroke="#ffffff" strokeOpacity="0.04" />
    </pattern>
  );
}

/** A diagonal two-stop background gradient, `url(#<id>-bg)`. */
export function DiagonalGradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}
