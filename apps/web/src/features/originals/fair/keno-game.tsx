import './fair-texts';
import '../../../styles/fair.css';
import '../../../styles/instant.css';
import {
  exactRtp,
  fractionText,
  type InstantRisk,
  type InstantStateData,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_TABLES,
  type KenoBet,
  kenoDistribution,
} from '@kasa/contract/instant';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatLira } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { instantApi } from './api/instant-api';
import { KenoLogoArt } from './components/instant-art';
import { formatX, RiskToggle, RulesPanel } from './components/instant-parts';
import { GameShell } from './components/game-shell';
import { RoundHistory } from './components/round-history';
import { parseStake, StakeInput } from './components/stake-input';
import { useFairGame } from './hooks/use-fair-game';

const HISTORY = 20;
const BALL_MS = 140;
const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** /originals/kasa-keno — Kasa Keno (10 of 40, instant) in the game frame. */
export function KenoGame({ session }: { code: string; session: string }) {
  const { t } = useTranslation();
  const state = useFairGame<InstantStateData>(session, instantApi.state);
  const [stake, setStake] = useState('10');
  const [risk, setRisk] = useState<InstantRisk>('medium');
  const [picks, setPicks] = useState<number[]>([]);
  const [bet, setBet] = useState<KenoBet | null>(null);
  const [revealed, setRevealed] = useState(0);
  const [newBets, setNewBets] = useState<KenoBet[]>([]);
  const [playing, setPlaying] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(() => () => void (timer.current !== null && window.clearInterval(timer.current)), []);

  const amount = parseStake(stake);
  const drawnSoFar = bet ? bet.drawn.slice(0, revealed) : [];
  const done = bet !== null && revealed >= bet.drawn.length;
  const table = picks.length > 0 ? KENO_TABLES[picks.length]![risk] : null;
  const hitsSoFar = bet ? bet.picks.filter((n) => drawnSoFar.includes(n)).length : 0;

  function toggle(n: number) {
    if (playing) return;
    setBet(null);
    setPicks((list) =>
      list.includes(n) ? list.filter((x) => x !== n) : list.length >= KENO_MAX_PICKS ? list : [...list, n],
    );
  }

  function randomPick() {
    const pool = [...NUMBERS];
    const count = picks.length > 0 ? picks.length : KENO_MAX_PICKS;
    const chosen: number[] = [];
    for (let i = 0; i < count; i++) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
    setBet(null);
    setPicks(chosen);
  }

  async function play() {
    if (amount === null || picks.length === 0 || playing) return;
    setPlaying(true);
    try {
      const { data } = await instantApi.keno(session, amount, picks, risk);
      setBet(data.bet);
      setRevealed(0);
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      const finish = () => {
        state.settled(data);
        setNewBets((list) => [data.bet, ...list].slice(0, HISTORY));
        setPlaying(false);
      };
      if (reduced) {
        setRevealed(data.bet.drawn.length);
        finish();
        return;
      }
      let shown = 0;
      timer.current = window.setInterval(() => {
        shown += 1;
        setRevealed(shown);
        if (shown >= data.bet.drawn.length) {
          window.clearInterval(timer.current!);
          timer.current = null;
          finish();
        }
      }, BALL_MS);
    } catch (error) {
      toast.error(errorMessage(error));
      setPlaying(false);
    }
  }

  const history = [...newBets, ...((state.initial?.rounds ?? []) as KenoBet[])]
    .filter((r, i, all) => r.game === 'keno' && all.findIndex((x) => x.roundId === r.roundId) === i)
    .slice(0, HISTORY);
  const seedsByHash = new Map(state.previousSeeds.map((s) => [s.serverSeedHash, s.serverSeed]));
  const rtp = table ? exactRtp(kenoDistribution(picks.length), table) : null;

  return (
    <GameShell
      game="keno"
      title={t('instant.keno.title')}
      logo={<KenoLogoArt />}
      state={state}
      canRotate={!playing}
    >
      <section className="fair-stage keno-stage">
        <div className="keno-head">
          <span className="fair-muted">
            {picks.length === 0 ? t('instant.keno.pick') : t('instant.keno.picked', { count: picks.length })}
          </span>
          {bet ? (
            <strong
              className={done ? (bet.win ? 'fair-win' : bet.payout > 0 ? 'fair-gold' : 'fair-loss') : ''}
            >
              {t('instant.keno.hits')}: {hitsSoFar}
              {done ? ` · ${formatX(bet.multiplier)} · ${formatLira(bet.payout)}` : ''}
            </strong>
          ) : null}
        </div>
        <div className="keno-grid" data-testid="keno-grid">
          {NUMBERS.map((n) => {
            const picked = picks.includes(n);
            const drawn = drawnSoFar.includes(n);
            const state = picked && drawn ? 'hit' : drawn ? 'drawn' : picked ? 'picked' : 'idle';
            return (
              <button
                key={n}
                type="button"
                className={`keno-cell is-${state}`}
                aria-pressed={picked}
                aria-label={t('instant.keno.number', { n })}
                disabled={playing || (!picked && picks.length >= KENO_MAX_PICKS)}
                onClick={() => toggle(n)}
                data-testid={`keno-${n}`}
                data-state={state}
              >
                {n}
              </button>
            );
          })}
        </div>
        <div className="keno-paytable" data-testid="keno-paytable">
          {table ? (
            table.map((m, hits) => (
              <div
                key={hits}
                className={`keno-pay ${done && bet?.hits === hits ? 'is-hit' : ''} ${m === 0 ? 'is-zero' : ''}`}
              >
                <span>{formatX(m / 100)}</span>
                <small>{hits}</small>
              </div>
            ))
          ) : (
            <span className="fair-muted">{t('instant.keno.noPicks')}</span>
          )}
        </div>
      </section>

      <aside className="fair-controls">
        <StakeInput value={stake} onChange={setStake} disabled={playing} />
        <RiskToggle value={risk} onChange={setRisk} disabled={playing} />
        <div className="keno-actions">
          <Button variant="secondary" block disabled={playing} onClick={randomPick} data-testid="keno-random">
            {t('instant.keno.random')}
          </Button>
          <Button
            variant="ghost"
            block
            disabled={playing || picks.length === 0}
            onClick={() => {
              setPicks([]);
              setBet(null);
            }}
          >
            {t('instant.keno.clear')}
          </Button>
        </div>
        <Button
          variant="primary"
          size="lg"
          block
          className="fair-cta"
          disabled={amount === null || picks.length === 0 || playing}
          isLoading={playing}
          onClick={() => void play()}
          data-testid="keno-play"
        >
          {t('instant.keno.play')}
        </Button>
        <RulesPanel
          rules={t('instant.keno.rules')}
          note={t('instant.keno.rtpNote')}
          exact={rtp ? fractionText(rtp.num, rtp.den, 4, 100n) : null}
        />
      </aside>

      <RoundHistory
        game="keno"
        title={t('instant.common.history')}
        emptyText={t('instant.common.empty')}
        testId="keno-history"
        rounds={history}
        columns={[
          { label: t('instant.common.risk'), cell: (r) => t(`instant.common.${r.risk}`) },
          {
            label: t('instant.keno.hits'),
            cell: (r) => `${r.hits}/${r.picks.length}`,
            className: (r) => (r.win ? 'fair-win' : 'fair-muted'),
          },
        ]}
        won={(r) => r.win}
        toneMultiplier
        seedsByHash={seedsByHash}
      />
    </GameShell>
  );
}
