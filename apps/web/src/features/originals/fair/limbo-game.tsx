import './fair-texts';
import '../../../styles/fair.css';
import '../../../styles/instant.css';
import {
  type InstantStateData,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  type LimboBet,
  limboChance,
} from '@kasa/contract/instant';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatLira } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { instantApi } from './api/instant-api';
import { LimboLogoArt } from './components/instant-art';
import { formatPercent, formatX, RulesPanel } from './components/instant-parts';
import { GameShell } from './components/game-shell';
import { RoundHistory } from './components/round-history';
import { parseStake, StakeInput } from './components/stake-input';
import { useFairGame } from './hooks/use-fair-game';

const HISTORY = 20;
const RISE_MS = 700;
const QUICK_TARGETS = [1.5, 2, 5, 10, 100];

/** "2" "2,5" "1.000.000" → hundredths, or null. */
function parseTarget(text: string): number | null {
  const normalised = text
    .replace(/\s/g, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return null;
  const value = Math.round(Number(normalised) * 100);
  return value >= LIMBO_MIN_TARGET && value <= LIMBO_MAX_TARGET ? value : null;
}

/** /originals/kasa-limbo — Kasa Limbo in the game frame. */
export function LimboGame({ session }: { code: string; session: string }) {
  const { t, i18n } = useTranslation();
  const state = useFairGame<InstantStateData>(session, instantApi.state);
  const [stake, setStake] = useState('10');
  const [targetText, setTargetText] = useState('2.00');
  const [shown, setShown] = useState<number | null>(null);
  const [last, setLast] = useState<LimboBet | null>(null);
  const [newBets, setNewBets] = useState<LimboBet[]>([]);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<number | null>(null);

  useEffect(() => () => void (frame.current !== null && cancelAnimationFrame(frame.current)), []);

  const amount = parseStake(stake);
  const target = parseTarget(targetText);
  const chance = target === null ? null : limboChance(target);
  const profit = amount !== null && target !== null ? Math.floor(amount * target) / 100 - amount : 0;

  function rise(bet: LimboBet) {
    const started = performance.now();
    const end = bet.result;
    const step = (time: number) => {
      const p = Math.min(1, (time - started) / RISE_MS);
      const eased = 1 - (1 - p) ** 3;
      // Exponential rise: fast through small values, like a climbing multiplier.
      setShown(Math.exp(Math.log(end) * eased));
      if (p < 1) frame.current = requestAnimationFrame(step);
      else {
        frame.current = null;
        setShown(end);
        setLast(bet);
        setNewBets((list) => [bet, ...list].slice(0, HISTORY));
        setPlaying(false);
      }
    };
    frame.current = requestAnimationFrame(step);
  }

  async function play() {
    if (amount === null || target === null || playing) return;
    setPlaying(true);
    setLast(null);
    try {
      const { data } = await instantApi.limbo(session, amount, target / 100);
      state.settled(data);
      rise(data.bet);
    } catch (error) {
      toast.error(errorMessage(error));
      setPlaying(false);
    }
  }

  const history = [...newBets, ...((state.initial?.rounds ?? []) as LimboBet[])]
    .filter((r, i, all) => r.game === 'limbo' && all.findIndex((x) => x.roundId === r.roundId) === i)
    .slice(0, HISTORY);
  const seedsByHash = new Map(state.previousSeeds.map((s) => [s.serverSeedHash, s.serverSeed]));
  const tone = last ? (last.win ? 'is-win' : 'is-loss') : playing ? 'is-rolling' : '';

  return (
    <GameShell game="limbo" title={t('instant.limbo.title')} logo={<LimboLogoArt />} state={state} canRotate>
      <section className="fair-stage limbo-stage">
        <ol className="dice-chips" aria-label={t('instant.common.lastResults')}>
          {history.slice(0, 12).map((bet) => (
            <li key={bet.roundId} className={`dice-chip ${bet.win ? 'is-win' : 'is-loss'}`}>
              {formatX(bet.result)}
            </li>
          ))}
        </ol>
        <div className={`limbo-display ${tone}`} aria-live="polite">
          <div className="limbo-display__rings" aria-hidden="true" />
          <strong className="limbo-display__value" data-testid="limbo-result">
            {shown === null ? '1.00×' : formatX(shown)}
          </strong>
          <span className="limbo-display__note" data-testid="limbo-outcome">
            {last
              ? last.win
                ? `${t('instant.limbo.win')} ${formatLira(last.payout)}`
                : t('instant.limbo.loss')
              : target !== null
                ? `${t('instant.limbo.target')}: ${formatX(target / 100)}`
                : '\u00a0'}
          </span>
        </div>
        <div className="limbo-stats">
          <label className="dice-stat">
            <span className="dice-stat__label">{t('instant.limbo.target')}</span>
            <span className={`input dice-stat__input ${target === null ? 'fair-input--invalid' : ''}`}>
              <input
                className="input__control"
                inputMode="decimal"
                value={targetText}
                disabled={playing}
                onChange={(event) => setTargetText(event.target.value)}
                onBlur={() => {
                  if (target !== null) setTargetText((target / 100).toFixed(2));
                }}
                data-testid="limbo-target"
              />
              <span className="input__suffix">×</span>
            </span>
          </label>
          <div className="dice-stat">
            <span className="dice-stat__label">{t('instant.common.chance')}</span>
            <strong className="limbo-stat__value" data-testid="limbo-chance">
              {chance === null
                ? '—'
                : t('instant.hilo.chanceOf', {
                    chance: formatPercent(chance, chance < 0.01 ? 6 : 2, i18n.language),
                  })}
            </strong>
          </div>
        </div>
        <div className="mines-quick limbo-quick">
          {QUICK_TARGETS.map((x) => (
            <button key={x} type="button" disabled={playing} onClick={() => setTargetText(x.toFixed(2))}>
              {x}×
            </button>
          ))}
        </div>
      </section>

      <aside className="fair-controls">
        <StakeInput value={stake} onChange={setStake} disabled={playing} />
        <div className="fair-summary">
          <span>{t('instant.common.profit')}</span>
          <strong className="fair-gold">+{formatLira(Math.max(0, profit))}</strong>
        </div>
        <Button
          variant="primary"
          size="lg"
          block
          className="fair-cta"
          disabled={amount === null || target === null || playing}
          isLoading={playing}
          onClick={() => void play()}
          data-testid="limbo-play"
        >
          {t('instant.limbo.play')}
        </Button>
        <RulesPanel rules={t('instant.limbo.rules')} note={t('instant.limbo.rtpNote')} />
      </aside>

      <RoundHistory
        game="limbo"
        title={t('instant.common.history')}
        emptyText={t('instant.common.empty')}
        testId="limbo-history"
        rounds={history}
        columns={[
          { label: t('instant.limbo.target'), cell: (r) => formatX(r.target) },
          {
            label: t('instant.common.result'),
            cell: (r) => formatX(r.result),
            className: (r) => (r.win ? 'fair-win' : 'fair-loss'),
          },
        ]}
        won={(r) => r.win}
        seedsByHash={seedsByHash}
      />
    </GameShell>
  );
}
