import { useArtId } from '../../../../components/art/parts';

// Artwork of the fair games, drawn in SVG (no images). Gradient ids come from useId so 25 tiles never share one.

export function GemArt({ size = 56 }: { size?: number }) {
  const id = useArtId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="fair-art fair-art--gem">
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7dffc9" />
          <stop offset="0.5" stopColor="#19e38c" />
          <stop offset="1" stopColor="#07834f" />
        </linearGradient>
        <radialGradient id={`${id}h`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#19e38c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#19e38c" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="34" r="30" fill={`url(#${id}h)`} />
      <path d="M18 12h28l12 14-26 30L6 26z" fill={`url(#${id}g)`} />
      <path d="M6 26h52L32 56z" fill="#0aa862" opacity="0.55" />
      <path d="M18 12l6 14h16l6-14" fill="none" stroke="#c9ffe9" strokeOpacity="0.7" strokeWidth="1.4" />
      <path
        d="M6 26h52M24 26l8 30 8-30"
        fill="none"
        stroke="#c9ffe9"
        strokeOpacity="0.45"
        strokeWidth="1.2"
      />
      <path d="M22 15l4 8h6l-2-8z" fill="#ffffff" opacity="0.55" />
    </svg>
  );
}

export function MineArt({ size = 56, exploded = false }: { size?: number; exploded?: boolean }) {
  const id = useArtId();
  const spikes = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      className="fair-art fair-art--mine"
    >
      <defs>
        <radialGradient id={`${id}b`} cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#6b7690" />
          <stop offset="0.45" stopColor="#2a3142" />
          <stop offset="1" stopColor="#0b0e16" />
        </radialGradient>
        <radialGradient id={`${id}f`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd36b" stopOpacity="0.95" />
          <stop offset="0.45" stopColor="#ff5a76" stopOpacity="0.6" />
          <stop offset="1" stopColor="#ff5a76" stopOpacity="0" />
        </radialGradient>
      </defs>
      {exploded ? <circle cx="32" cy="33" r="31" fill={`url(#${id}f)`} /> : null}
      {spikes.map((angle) => (
        <line
          key={angle}
          x1={32 + Math.cos(angle) * 14}
          y1={34 + Math.sin(angle) * 14}
          x2={32 + Math.cos(angle) * 24}
          y2={34 + Math.sin(angle) * 24}
          stroke="#3a4258"
          strokeWidth="5"
          strokeLinecap="round"
        />
      ))}
      <circle cx="32" cy="34" r="17" fill={`url(#${id}b)`} stroke="#141a26" strokeWidth="1.5" />
      <circle cx="26" cy="28" r="4.5" fill="#ffffff" opacity="0.35" />
      <path d="M40 20c4-6 9-7 12-5" fill="none" stroke="#b8864a" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="53" cy="14" r="3.2" fill={exploded ? '#ffd36b' : '#ff8a3d'} />
    </svg>
  );
}

/** The Dice logo: two dice, one tilted. */
export function DiceArt({ size = 40 }: { size?: number }) {
  const id = useArtId();
  const pip = (cx: number, cy: number) => (
    <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.6" fill="#03140c" />
  );
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="fair-art">
      <defs>
        <linearGradient id={`${id}d`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7dffc9" />
          <stop offset="1" stopColor="#12c77a" />
        </linearGradient>
        <linearGradient id={`${id}e`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="1" stopColor="#f5c451" />
        </linearGradient>
      </defs>
      <g transform="rotate(-14 22 36)">
        <rect x="6" y="20" width="30" height="30" rx="7" fill={`url(#${id}e)`} />
        {[pip(14, 28), pip(28, 42), pip(21, 35)]}
      </g>
      <g transform="rotate(10 44 28)">
        <rect x="28" y="12" width="30" height="30" rx="7" fill={`url(#${id}d)`} />
        {[pip(36, 20), pip(50, 20), pip(36, 34), pip(50, 34)]}
      </g>
    </svg>
  );
}

/** The Mines logo: a gem beside a mine. */
export function MinesLogoArt({ size = 40 }: { size?: number }) {
  return (
    <span className="fair-logo-pair" style={{ width: size, height: size }} aria-hidden="true">
      <MineArt size={size * 0.72} />
      <GemArt size={size * 0.62} />
    </span>
  );
}
