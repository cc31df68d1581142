/** The betting window's ring: what is left of `windowMs`, and the seconds in the middle. */
export function BetTimer({
  prefix,
  secondsLeft,
  windowMs,
}: {
  prefix: 'rt' | 'bc';
  secondsLeft: number;
  windowMs: number;
}) {
  return (
    <svg viewBox="0 0 44 44" className={`${prefix}-timer`} aria-hidden="true">
      <circle cx="22" cy="22" r="19" className={`${prefix}-timer__track`} />
      <circle
        cx="22"
        cy="22"
        r="19"
        className={`${prefix}-timer__bar`}
        strokeDasharray={`${(2 * Math.PI * 19 * (secondsLeft * 1000)) / Math.max(windowMs, 1)} 200`}
      />
      <text x="22" y="27" textAnchor="middle">
        {secondsLeft}
      </text>
    </svg>
  );
}
