import { useState } from 'react';

/** A method's logo (an SVG the server serves); its initials on a tinted tile when there is none or it fails. */
export function MethodLogo({
  logo,
  title,
  size = 'md',
}: {
  logo?: string;
  title: string;
  size?: 'md' | 'lg';
}) {
  const [isBroken, setIsBroken] = useState(false);
  const initials = title
    .split(/[\s/()-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className={`method-logo method-logo--${size}`} aria-hidden="true">
      {logo && !isBroken ? (
        <img src={logo} alt="" loading="lazy" onError={() => setIsBroken(true)} />
      ) : (
        <span className="method-logo__initials">{initials}</span>
      )}
    </span>
  );
}
