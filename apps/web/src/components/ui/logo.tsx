import { useArtId } from '../art/parts';

/** The Kasa mark (a vault door with a K cut through it) and wordmark. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const id = useArtId();
  return (
    <svg
      className={className}
      viewBox={compact ? '0 0 40 40' : '0 0 132 40'}
      height={compact ? 36 : 34}
      role="img"
      aria-label="Kasa"
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3dffb0" />
          <stop offset="0.55" stopColor="#19e38c" />
          <stop offset="1" stopColor="#0a9f63" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#e0a526" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="11" fill={`url(#${id}-g)`} />
      <rect x="4.5" y="4.5" width="31" height="31" rx="8" fill="none" stroke="#06281a" strokeOpacity="0.28" />
      <path d="M12 10h5.2v8.1L24.4 10h6.4l-8.3 9.2L31.4 30h-6.6l-6.2-7.6-1.4 1.5V30H12V10z" fill="#06140e" />
      <circle cx="31" cy="9" r="3.2" fill={`url(#${id}-gold)`} stroke="#06140e" strokeWidth="1.4" />
      {compact ? null : (
        <text
          x="50"
          y="28.5"
          fill="#f4f7fb"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          fontSize="25"
          fontWeight="800"
          letterSpacing="1.5"
        >
          KASA
        </text>
      )}
    </svg>
  );
}
