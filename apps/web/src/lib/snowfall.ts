import { SNOWFALL } from '@kasa/contract/constants';

/** One flake: position in CSS pixels, radius, its own fall speed and sideways drift. */
export interface Flake {
  x: number;
  y: number;
  size: number;
  speed: number;
  drift: number;
  phase: number;
}

export interface SnowfallOptions {
  flakes?: number;
  minSize?: number;
  maxSize?: number;
  speed?: number;
  random?: () => number;
}

/** Spec §9: 50 flakes, sizes 5–15, speed 2. Bigger flakes fall a little faster, so the field has depth. */
export function createFlakes(width: number, height: number, options: SnowfallOptions = {}): Flake[] {
  const {
    flakes = SNOWFALL.flakes,
    minSize = SNOWFALL.minSize,
    maxSize = SNOWFALL.maxSize,
    speed = SNOWFALL.speed,
    random = Math.random,
  } = options;
  return Array.from({ length: flakes }, () => {
    const size = minSize + random() * (maxSize - minSize);
    return {
      x: random() * width,
      y: random() * height,
      size,
      speed: speed * (0.5 + size / maxSize / 2),
      drift: (random() - 0.5) * 0.6,
      phase: random() * Math.PI * 2,
    };
  });
}

/** Moves every flake one frame; a flake that leaves the bottom comes back at the top. */
export function stepFlakes(flakes: Flake[], width: number, height: number, random = Math.random): void {
  for (const flake of flakes) {
    flake.phase += 0.02;
    flake.y += flake.speed;
    flake.x += flake.drift + Math.sin(flake.phase) * 0.4;
    if (flake.y - flake.size > height) {
      flake.y = -flake.size;
      flake.x = random() * width;
    }
    if (flake.x < -flake.size) flake.x = width + flake.size;
    if (flake.x > width + flake.size) flake.x = -flake.size;
  }
}

/**
 * Snow on a full-window canvas until `stop()` is called. The canvas follows the window size and the device pixel
 * ratio; drawing pauses while the tab is hidden (requestAnimationFrame does that on its own).
 */
export function startSnowfall(canvas: HTMLCanvasElement, options: SnowfallOptions = {}): () => void {
  const context = canvas.getContext('2d');
  if (!context) return () => undefined;
  let width = 0;
  let height = 0;
  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    width = window.innerWidth;
    height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  resize();
  const flakes = createFlakes(width, height, options);
  let frame = 0;
  const draw = () => {
    stepFlakes(flakes, width, height);
    context.clearRect(0, 0, width, height);
    for (const flake of flakes) {
      const gradient = context.createRadialGradient(flake.x, flake.y, 0, flake.x, flake.y, flake.size / 2);
      gradient.addColorStop(0, 'rgba(255, 255, 255, 0.9)');
      gradient.addColorStop(1, 'rgba(255, 255, 255, 0)');
      context.fillStyle = gradient;
      context.beginPath();
      context.arc(flake.x, flake.y, flake.size / 2, 0, Math.PI * 2);
      context.fill();
    }
    frame = window.requestAnimationFrame(draw);
  };
  frame = window.requestAnimationFrame(draw);
  window.addEventListener('resize', resize);
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('resize', resize);
    context.clearRect(0, 0, width, height);
  };
}
