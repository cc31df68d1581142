import './fair-texts';
import '../../../styles/fair.css';
import '../../../styles/instant.css';
import {
  exactRtp,
  fractionText,
  type InstantRisk,
  type InstantStateData,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_TABLES,
  type PlinkoBet,
  plinkoDistribution,
} from '@kasa/contract/instant';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatLira } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { instantApi } from './api/instant-api';
import { PlinkoLogoArt } from './components/instant-art';
import { formatX, RiskToggle, RulesPanel } from './components/instant-parts';
import { GameShell } from './components/game-shell';
import { RoundHistory } from './components/round-history';
import { parseStake, StakeInput } from './components/stake-input';
import { useFairGame } from './hooks/use-fair-game';

const HISTORY = 20;
const ROW_MS = 105;
const W = 1000;
const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);

interface Ball {
  id: string;
  bet: PlinkoBet;
  started: number;
  data: { balance: number; bonusBalance: number; seed: InstantStateData['seed'] };
}

/** Board geometry for `rows`: peg spacing, the top row's height, the slots' row. */
function geometry(rows: number) {
  const dx = W / (rows + 2);
  const dy = dx * 0.86;
  const top = dx * 0.9;
  const slotY = top + (rows - 1) * dy + dy * 0.55;
  return { dx, dy, top, slotY, height: slotY + dx * 0.8 };
}

/** Where the ball is `t` ms after the drop: a hop from peg to peg along its path, then into the slot. */
function ballPosition(path: number[], t: number, rows: number): { x: number; y: number; done: boolean } {
  const { dx, dy, top, slotY } = geometry(rows);
  const step = t / ROW_MS;
  const i = Math.floor(step);
  const f = step - i;
  const xAt = (r: number) => {
    const rights = path.slice(0, r).reduce((a, b) => a + b, 0);
    return W / 2 + (rights - r / 2) * dx;
  };
  const yAt = (r: number) => (r >= rows ? slotY + dy * 0.1 : top + r * dy - dy * 0.34);
  if (i < 0) return { x: W / 2, y: top - dy, done: false };
  if (i >= rows) return { x: xAt(rows), y: yAt(rows), done: true };
  const x = xAt(i) + (xAt(i + 1) - xAt(i)) * f;
  // A small bounce up after each peg, then the fall to the next.
  const y = yAt(i) + (yAt(i + 1) - yAt(i)) * f * f - Math.sin(f * Math.PI) * dy * 0.28;
  return { x, y, done: false };
}

/** Slot colour: from the centre's cool yellow to the edges' hot red, by the multiplier's size. */
function slotColor(multiplier: number, max: number): string {
  const level = Math.min(1, Math.log(Math.max(multiplier, 0.2) / 0.2) / Math.log(Math.max(max, 1.01) / 0.2));
  const hue = 52 - 52 * level;
  return `hsl(${hue.toFixed(0)} 92% ${(56 - level * 6).toFixed(0)}%)`;
}

/** /originals/kasa-plinko — Kasa Plinko in the game frame. */
export function PlinkoGame({ session }: { code: string; session: string }) {
  const { t } = useTranslation();
  const state = useFairGame<InstantStateData>(session, instantApi.state);
  const [stake, setStake] = useState('10');
  const [risk, setRisk] = useState<InstantRisk>('medium');
  const [rows, setRows] = useState(12);
  const [balls, setBalls] = useState<Ball[]>([]);
  const [now, setNow] = useState(0);
  const [landed, setLanded] = useState<PlinkoBet[]>([]);
  const [flash, setFlash] = useState<{ slot: number; key: number } | null>(null);
  const [sending, setSending] = useState(0);
  const frame = useRef<number | null>(null);
  const settledIds = useRef(new Set<string>());

  const amount = parseStake(stake);
  const table = PLINKO_TABLES[rows]![risk];
  const max = Math.max(...table);
  const { dx, dy, top, slotY, height } = geometry(rows);
  const busy = balls.length > 0 || sending > 0;

  // One animation loop while balls are in the air; each ball settles (balance, history) as it lands.
  const { settled } = state;
  const ballsRef = useRef<Ball[]>([]);
  useEffect(() => {
    ballsRef.current = balls;
  }, [balls]);
  const flying = balls.length > 0;
  useEffect(() => {
    if (!flying) return;
    const tick = (time: number) => {
      const done = ballsRef.current.filter((b) => time - b.started >= b.bet.rows * ROW_MS + 60);
      for (const ball of done) {
        if (settledIds.current.has(ball.id)) continue;
        settledIds.current.add(ball.id);
        settled(ball.data);
        setLanded((list) => [ball.bet, ...list].slice(0, HISTORY));
        setFlash({ slot: ball.bet.slot, key: time });
      }
      if (done.length > 0) {
        ballsRef.current = ballsRef.current.filter((b) => !done.includes(b));
        setBalls(ballsRef.current);
      }
      setNow(time);
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [flying, settled]);

  async function drop() {
    if (amount === null) return;
    setSending((n) => n + 1);
    try {
      const { data } = await instantApi.plinko(session, amount, rows, risk);
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      const started = reduced ? -1e9 : performance.now();
      ballsRef.current = [...ballsRef.current, { id: data.bet.roundId, bet: data.bet, started, data }];
      setBalls(ballsRef.current);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending((n) => n - 1);
    }
  }

  const history = [...landed, ...((state.initial?.rounds ?? []) as PlinkoBet[])]
    .filter((r, i, all) => r.game === 'plinko' && all.findIndex((x) => x.roundId === r.roundId) === i)
    .slice(0, HISTORY);
  const seedsByHash = new Map(state.previousSeeds.map((s) => [s.serverSeedHash, s.serverSeed]));
  const rtp = exactRtp(plinkoDistribution(rows), table);
  const last = landed[0] ?? null;

  return (
    <GameShell
      game="plinko"
      title={t('instant.plinko.title')}
      logo={<PlinkoLogoArt />}
      state={state}
      canRotate={!busy}
    >
      <section className="fair-stage plinko-stage">
        <ol className="dice-chips" aria-label={t('instant.common.lastResults')}>
          {history.slice(0, 10).map((bet) => (
            <li key={bet.roundId} className={`dice-chip ${bet.win ? 'is-win' : 'is-loss'}`}>
              {formatX(bet.multiplier)}
            </li>
          ))}
        </ol>
        <svg
          className="plinko-board"
          viewBox={`0 0 ${W} ${height}`}
          role="img"
          aria-label={t('instant.plinko.title')}
          data-testid="plinko-board"
        >
          <defs>
            <radialGradient id="plinko-ball" cx="0.35" cy="0.3" r="0.7">
              <stop offset="0" stopColor="#fff6d5" />
              <stop offset="0.55" stopColor="#f5c451" />
              <stop offset="1" stopColor="#c98a12" />
            </radialGradient>
            <radialGradient id="plinko-peg" cx="0.4" cy="0.35" r="0.7">
              <stop offset="0" stopColor="#ffffff" />
              <stop offset="1" stopColor="#9fb0d0" />
            </radialGradient>
          </defs>
          {Array.from({ length: rows }, (_, r) =>
            Array.from({ length: r + 3 }, (_, i) => (
              <circle
                key={`${r}-${i}`}
                cx={W / 2 + (i - (r + 2) / 2) * dx}
                cy={top + r * dy}
                r={Math.max(4, dx * 0.085)}
                fill="url(#plinko-peg)"
              />
            )),
          )}
          {table.map((m, k) => {
            const x = W / 2 + (k - rows / 2) * dx;
            const hit = flash?.slot === k;
            return (
              <g
                key={`${rows}-${risk}-${k}-${hit ? flash.key : 0}`}
                className={hit ? 'plinko-slot is-hit' : 'plinko-slot'}
                data-testid={`plinko-slot-${k}`}
              >
                <rect
                  x={x - dx * 0.46}
                  y={slotY}
                  width={dx * 0.92}
                  height={dx * 0.66}
                  rx={dx * 0.12}
                  fill={slotColor(m / 100, max / 100)}
                />
                <text
                  x={x}
                  y={slotY + dx * 0.44}
                  textAnchor="middle"
                  fontSize={Math.min(30, dx * (m >= 100_00 ? 0.3 : 0.36))}
                  fontWeight="800"
                  fill="#1b1203"
                >
                  {m >= 1000_00
                    ? `${m / 100_000}k`
                    : m >= 100_00
                      ? Math.floor(m / 100)
                      : (m / 100).toFixed(m >= 10_00 ? 1 : 2).replace(/0$/, '')}
                </text>
              </g>
            );
          })}
          {balls.map((ball) => {
            const p = ballPosition(ball.bet.path, now - ball.started, ball.bet.rows);
            return (
              <circle key={ball.id} cx={p.x} cy={p.y} r={Math.max(8, dx * 0.2)} fill="url(#plinko-ball)" />
            );
          })}
        </svg>
        <div className={`plinko-result ${last ? (last.win ? 'is-win' : 'is-loss') : ''}`} aria-live="polite">
          {last ? (
            <>
              <strong data-testid="plinko-result">{formatX(last.multiplier)}</strong>
              <span>{formatLira(last.payout)}</span>
            </>
          ) : (
            <span className="fair-muted">{t('instant.plinko.rules').split('.')[0]}.</span>
          )}
        </div>
      </section>

      <aside className="fair-controls">
        <StakeInput value={stake} onChange={setStake} />
        <RiskToggle value={risk} onChange={setRisk} disabled={busy} />
        <div className="fair-field">
          <div className="fair-field__head">
            <label htmlFor="plinko-rows">{t('instant.plinko.rows')}</label>
            <strong>{rows}</strong>
          </div>
          <input
            id="plinko-rows"
            type="range"
            className="instant-range"
            min={PLINKO_MIN_ROWS}
            max={PLINKO_MAX_ROWS}
            value={rows}
            disabled={busy}
            onChange={(event) => setRows(Number(event.target.value))}
            data-testid="plinko-rows"
          />
          <div className="instant-range__ticks" aria-hidden="true">
            {ROWS.map((n) => (
              <span key={n}>{n}</span>
            ))}
          </div>
        </div>
        <Button
          variant="primary"
          size="lg"
          block
          className="fair-cta"
          disabled={amount === null}
          onClick={() => void drop()}
          data-testid="plinko-drop"
        >
          {t('instant.plinko.drop')}
        </Button>
        <RulesPanel
          rules={t('instant.plinko.rules')}
          note={t('instant.plinko.rtpNote')}
          exact={fractionText(rtp.num, rtp.den, 4, 100n)}
        />
      </aside>

      <RoundHistory
        game="plinko"
        title={t('instant.common.history')}
        emptyText={t('instant.common.empty')}
        testId="plinko-history"
        rounds={history}
        columns={[
          { label: t('instant.plinko.rows'), cell: (r) => r.rows },
          { label: t('instant.common.risk'), cell: (r) => t(`instant.common.${r.risk}`) },
        ]}
        won={(r) => r.win}
        toneMultiplier
        verifyExtra={(r) => ({ rows: String(r.rows) })}
        seedsByHash={seedsByHash}
      />
    </GameShell>
  );
}
