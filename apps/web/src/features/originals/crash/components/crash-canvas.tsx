import '../crash-texts';
import { CRASH_GROWTH_PER_MS, multiplierHundredthsAt, type CrashRound } from '@kasa/contract/crash';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../hooks/use-server-now';

interface Props {
  round: CrashRound | null;
  offsetMs: number;
  connected: boolean;
}

const RED = '#ff3b5c';

/** The plane, drawn in code: fuselage, wings, tail and a spinning propeller, nose pointing along +x. */
function drawPlane(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  angle: number,
  scale: number,
  spin: number,
) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(scale, scale);
  ctx.shadowColor = 'rgba(255, 59, 92, 0.6)';
  ctx.shadowBlur = 18;
  // Rear wing and tail fin.
  ctx.fillStyle = '#c81e3c';
  ctx.beginPath();
  ctx.moveTo(-30, -2);
  ctx.lineTo(-40, -16);
  ctx.lineTo(-33, -16);
  ctx.lineTo(-22, -3);
  ctx.closePath();
  ctx.fill();
  // Fuselage.
  const body = ctx.createLinearGradient(0, -9, 0, 9);
  body.addColorStop(0, '#ff7088');
  body.addColorStop(1, '#d91f45');
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.moveTo(-38, -3);
  ctx.quadraticCurveTo(-10, -10, 18, -7);
  ctx.quadraticCurveTo(28, -5, 28, 0);
  ctx.quadraticCurveTo(28, 6, 18, 7);
  ctx.quadraticCurveTo(-10, 9, -38, 3);
  ctx.closePath();
  ctx.fill();
  ctx.shadowBlur = 0;
  // Main wing (top view, slanted) and its shadow wing.
  ctx.fillStyle = '#ff4d6a';
  ctx.beginPath();
  ctx.moveTo(2, -4);
  ctx.lineTo(-12, -26);
  ctx.lineTo(-3, -26);
  ctx.lineTo(12, -4);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#b3173a';
  ctx.beginPath();
  ctx.moveTo(2, 4);
  ctx.lineTo(-8, 20);
  ctx.lineTo(0, 20);
  ctx.lineTo(12, 4);
  ctx.closePath();
  ctx.fill();
  // Cockpit.
  ctx.fillStyle = 'rgba(200, 240, 255, 0.85)';
  ctx.beginPath();
  ctx.ellipse(10, -3, 6, 3, -0.15, 0, Math.PI * 2);
  ctx.fill();
  // Propeller.
  ctx.fillStyle = '#ffe1e6';
  ctx.beginPath();
  ctx.ellipse(30, 0, 2.2, 11 * Math.abs(Math.cos(spin)) + 2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The flight: a curve of m(t) = e^(0.00006·t) from the round's start on the server's clock, the plane at its tip. */
export function CrashCanvas({ round, offsetMs, connected }: Props) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const valueRef = useRef<HTMLDivElement>(null);
  const countdownRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const roundRef = useRef(round);
  const offsetRef = useRef(offsetMs);
  useEffect(() => {
    roundRef.current = round;
    offsetRef.current = offsetMs;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    let frame = 0;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      const dpr = window.devicePixelRatio || 1;
      const { clientWidth: w, clientHeight: h } = canvas;
      if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
        canvas.width = Math.round(w * dpr);
        canvas.height = Math.round(h * dpr);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, w, h);
      const r = roundRef.current;
      const now = Date.now() + offsetRef.current;
      const start = r ? Date.parse(r.startsAt) : now;
      const crashed = r?.phase === 'crashed';
      const end = crashed && r?.crashedAt ? Date.parse(r.crashedAt) : now;
      const elapsed = r && now >= start ? Math.max(0, end - start) : 0;
      const flying = !!r && !crashed && now >= start;
      const m = flying || crashed ? multiplierHundredthsAt(elapsed) / 100 : 1;

      // Sun-ray background and grid.
      const pad = { l: 36, b: 28, r: 18, t: 18 };
      const gw = w - pad.l - pad.r;
      const gh = h - pad.t - pad.b;
      const rays = ctx.createRadialGradient(pad.l, h - pad.b, 0, pad.l, h - pad.b, Math.max(w, h));
      rays.addColorStop(0, 'rgba(255, 59, 92, 0.10)');
      rays.addColorStop(1, 'rgba(255, 59, 92, 0)');
      ctx.fillStyle = rays;
      ctx.fillRect(0, 0, w, h);
      const xMax = Math.max(10_000, elapsed * 1.25);
      const yMax = Math.max(2, 1 + (m - 1) * 1.3);
      ctx.strokeStyle = 'rgba(148, 170, 210, 0.08)';
      ctx.fillStyle = 'rgba(184, 194, 214, 0.55)';
      ctx.font = '11px system-ui, sans-serif';
      ctx.lineWidth = 1;
      const yStep = yMax <= 3 ? 0.5 : yMax <= 8 ? 1 : yMax <= 30 ? 5 : 10 ** Math.floor(Math.log10(yMax));
      for (let v = 1; v <= yMax + 1e-9; v += yStep) {
        const y = h - pad.b - ((v - 1) / (yMax - 1)) * gh;
        ctx.beginPath();
        ctx.moveTo(pad.l, y);
        ctx.lineTo(w - pad.r, y);
        ctx.stroke();
        ctx.fillText(`${v.toFixed(v < 10 ? 1 : 0)}x`, 4, y + 4);
      }
      const xStep = xMax <= 20_000 ? 2_000 : xMax <= 60_000 ? 10_000 : 30_000;
      for (let s = 0; s <= xMax; s += xStep) {
        const x = pad.l + (s / xMax) * gw;
        ctx.fillText(`${s / 1000}s`, x - 6, h - 8);
      }

      if (!(flying || crashed)) return;
      // The curve and the area under it.
      const px = (ms: number) => pad.l + (ms / xMax) * gw;
      const py = (mult: number) => h - pad.b - ((mult - 1) / (yMax - 1)) * gh;
      const steps = 80;
      ctx.beginPath();
      ctx.moveTo(px(0), py(1));
      for (let i = 1; i <= steps; i++) {
        const ms = (elapsed * i) / steps;
        ctx.lineTo(px(ms), py(Math.exp(CRASH_GROWTH_PER_MS * ms)));
      }
      const tipX = px(elapsed);
      const tipY = py(Math.exp(CRASH_GROWTH_PER_MS * elapsed));
      const area = ctx.createLinearGradient(0, tipY, 0, h - pad.b);
      area.addColorStop(0, crashed ? 'rgba(120, 130, 150, 0.25)' : 'rgba(255, 59, 92, 0.35)');
      area.addColorStop(1, 'rgba(255, 59, 92, 0.02)');
      ctx.strokeStyle = crashed ? 'rgba(150, 160, 180, 0.7)' : RED;
      ctx.lineWidth = 4;
      ctx.lineCap = 'round';
      ctx.stroke();
      ctx.lineTo(tipX, h - pad.b);
      ctx.lineTo(px(0), h - pad.b);
      ctx.closePath();
      ctx.fillStyle = area;
      ctx.fill();
      if (!crashed) {
        // Nose follows the curve's slope; a little bob so it feels airborne.
        const slope =
          (Math.exp(CRASH_GROWTH_PER_MS * elapsed) * CRASH_GROWTH_PER_MS * (gh / (yMax - 1))) / (gw / xMax);
        const angle = -Math.min(0.7, Math.atan(slope) * 0.6);
        const bob = Math.sin(now / 260) * 2;
        const scale = Math.min(1.2, Math.max(0.75, w / 700));
        drawPlane(ctx, Math.min(tipX, w - pad.r - 34 * scale), tipY + bob, angle, scale, now / 30);
      }
    };
    frame = requestAnimationFrame(draw);

    // Text overlays at screen refresh without React renders.
    let textFrame = 0;
    const texts = () => {
      textFrame = requestAnimationFrame(texts);
      const r = roundRef.current;
      const now = Date.now() + offsetRef.current;
      const value = valueRef.current;
      const countdown = countdownRef.current;
      if (!r) return;
      const start = Date.parse(r.startsAt);
      if (value && r.phase === 'crashed') {
        value.textContent = `${(r.crashPoint ?? 1).toFixed(2)}x`;
      } else if (value && now >= start) {
        value.textContent = `${(multiplierHundredthsAt(now - start) / 100).toFixed(2)}x`;
      } else if (countdown) {
        const left = Math.max(0, start - now);
        const total = Math.max(1, start - Date.parse(r.bettingOpensAt));
        countdown.textContent = `${(left / 1000).toFixed(1)}s`;
        if (barRef.current) barRef.current.style.transform = `scaleX(${left / total})`;
      }
    };
    textFrame = requestAnimationFrame(texts);
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(textFrame);
    };
  }, []);

  const now = useServerNow(offsetMs);
  const phase = !round
    ? 'waiting'
    : round.phase === 'crashed'
      ? 'crashed'
      : now >= Date.parse(round.startsAt)
        ? 'running'
        : 'betting';
  return (
    <div className={`crash-stage crash-stage--${phase}`} data-testid="crash-stage" data-phase={phase}>
      <canvas ref={canvasRef} className="crash-stage__canvas" aria-hidden="true" />
      <div className="overlay-center crash-stage__overlay" aria-live="polite">
        {phase === 'betting' || phase === 'waiting' ? (
          <div className="crash-stage__waiting">
            <div className="crash-stage__label">
              {connected ? t('crash.nextRound') : t('crash.connecting')}
            </div>
            <div ref={countdownRef} className="crash-stage__countdown" data-testid="crash-countdown" />
            <div className="crash-stage__bar">
              <div ref={barRef} className="crash-stage__bar-fill" />
            </div>
          </div>
        ) : (
          <>
            {phase === 'crashed' && <div className="crash-stage__flew">{t('crash.flewAway')}</div>}
            <div ref={valueRef} className="crash-stage__value" data-testid="crash-multiplier">
              {round?.phase === 'crashed' ? `${(round.crashPoint ?? 1).toFixed(2)}x` : '1.00x'}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
