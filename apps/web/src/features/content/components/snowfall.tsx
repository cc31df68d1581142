import { useEffect, useRef, useState } from 'react';
import { startSnowfall } from '../../../lib/snowfall';
import { useIsSnowfallOn } from '../../../lib/settings';
import { useMediaQuery } from '../../../lib/use-media-query';

/**
 * The snowfall decoration (spec §2/§9): a canvas over the page that never takes a click; switched on by a site option,
 * stopped by the visitor's first click anywhere, and left out for visitors who ask for reduced motion.
 */
export function Snowfall() {
  const isOn = useIsSnowfallOn();
  const isReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [isStopped, setIsStopped] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const isRunning = isOn && !isReduced && !isStopped;

  useEffect(() => {
    if (!isRunning || !canvas.current) return;
    const stop = startSnowfall(canvas.current);
    const onClick = () => setIsStopped(true);
    document.addEventListener('click', onClick, { capture: true, once: true });
    return () => {
      stop();
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [isRunning]);

  if (!isRunning) return null;
  return <canvas ref={canvas} className="snowfall" aria-hidden="true" data-testid="snowfall" />;
}
