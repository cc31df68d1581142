import { POCKETS, WHEEL_ORDER, pocketColor } from '@kasa/contract/roulette-rules';

const STEP = 360 / POCKETS;
const COLORS = { red: '#c8102e', black: '#161616', green: '#0f8a3c' } as const;

/** The wheel's rotation (degrees) that brings `pocket` under the pointer at the top, plus whole turns. */
function restingAngle(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  return -index * STEP;
}

/**
 * A European wheel drawn by code: 37 pockets in their order, the rotor turning while bets are taken, a spin of
 * `spinMs` that slows down and stops with the winning pocket under the pointer, and the ball in it.
 */
export function RouletteWheel({
  outcome,
  spinMs,
  settled,
  size = 260,
}: {
  /** The pocket to land on, or null while betting (the rotor idles). */
  outcome: number | null;
  /** How long the spin lasts (the round's close to its result). */
  spinMs: number;
  /** The wheel has stopped: the ball rests in the pocket. */
  settled: boolean;
  size?: number;
}) {
  // Five turns and on to the pocket, forward from the idle position; the easing slows it to a stop.
  const angle = outcome === null ? 0 : 5 * 360 + (((restingAngle(outcome) % 360) + 360) % 360);
  const duration = settled ? 0 : spinMs;
  const r = 100;
  const pockets = WHEEL_ORDER.map((n, i) => {
    const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
    const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
    const ro = 92;
    const ri = 66;
    const d = [
      `M${ro * Math.cos(a0)} ${ro * Math.sin(a0)}`,
      `A${ro} ${ro} 0 0 1 ${ro * Math.cos(a1)} ${ro * Math.sin(a1)}`,
      `L${ri * Math.cos(a1)} ${ri * Math.sin(a1)}`,
      `A${ri} ${ri} 0 0 0 ${ri * Math.cos(a0)} ${ri * Math.sin(a0)}Z`,
    ].join(' ');
    return (
      <g key={n}>
        <path d={d} fill={COLORS[pocketColor(n)]} stroke="#d4af37" strokeWidth={0.6} />
        <text
          x={0}
          y={-81}
          transform={`rotate(${i * STEP})`}
          textAnchor="middle"
          fontSize={8}
          fontWeight={700}
          fill="#fff"
        >
          {n}
        </text>
      </g>
    );
  });
  const idle = outcome === null;
  return (
    <svg
      viewBox={`${-r - 8} ${-r - 8} ${2 * r + 16} ${2 * r + 16}`}
      width={size}
      height={size}
      className="rt-wheel"
      role="img"
      aria-label={outcome !== null && settled ? String(outcome) : 'roulette wheel'}
      data-testid="roulette-wheel"
      data-outcome={settled && outcome !== null ? outcome : ''}
    >
      <defs>
        <radialGradient id="rt-wood" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#8b5a2b" />
          <stop offset="100%" stopColor="#3b2412" />
        </radialGradient>
        <radialGradient id="rt-cone" cx="50%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#f5deb3" />
          <stop offset="60%" stopColor="#b8860b" />
          <stop offset="100%" stopColor="#5c3d0a" />
        </radialGradient>
      </defs>
      <circle r={r + 6} fill="url(#rt-wood)" stroke="#1f1307" strokeWidth={2} />
      <circle r={r - 2} fill="#2a1a0c" />
      <g
        className={`rt-wheel__rotor${idle ? ' is-idle' : ''}`}
        style={idle ? undefined : { transform: `rotate(${angle}deg)`, transitionDuration: `${duration}ms` }}
      >
        {pockets}
        <circle r={64} fill="url(#rt-cone)" stroke="#d4af37" strokeWidth={1.2} />
        {[0, 45, 90, 135].map((a) => (
          <rect
            key={a}
            x={-3}
            y={-44}
            width={6}
            height={88}
            rx={3}
            fill="#d4af37"
            transform={`rotate(${a})`}
          />
        ))}
        <circle r={12} fill="#d4af37" stroke="#8a6d1a" />
      </g>
      {/* The ball: orbiting against the rotor during the spin, then resting in the pocket under the pointer. */}
      <g
        className={`rt-wheel__ball${!idle && !settled ? ' is-spinning' : ''}`}
        style={!idle && !settled ? { animationDuration: `${Math.max(duration, 1)}ms` } : undefined}
      >
        <circle
          cx={0}
          cy={settled && !idle ? -74 : -96}
          r={4.2}
          fill="#fafafa"
          stroke="#999"
          strokeWidth={0.6}
        />
      </g>
      <path d="M0 -97 L-6 -108 L6 -108Z" fill="#d4af37" stroke="#5c3d0a" />
    </svg>
  );
}
