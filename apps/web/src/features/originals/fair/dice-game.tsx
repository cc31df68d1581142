import './fair-texts';
import '../../../styles/fair.css';
import {
  DICE_MAX_WIN_OUTCOMES,
  DICE_MIN_WIN_OUTCOMES,
  DICE_OUTCOMES,
  type DiceBet,
  type DiceDirection,
  diceMultiplier,
  dicePayout,
  diceWinOutcomes,
  formatMultiplier,
} from '@kasa/contract/fair';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatLira } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { fairApi } from './api/fair-api';
import { DiceArt } from './components/fair-art';
import { GameShell } from './components/game-shell';
import { RoundHistory } from './components/round-history';
import { parseStake, StakeInput } from './components/stake-input';
import { useFairGame } from './hooks/use-fair-game';

const ROLL_ANIMATION_MS = 650;
const HISTORY = 20;

/** Target range (hundredths) that keeps the win chance within 1 % … 98 %. */
function targetBounds(direction: DiceDirection): [number, number] {
  return direction === 'under'
    ? [DICE_MIN_WIN_OUTCOMES, DICE_MAX_WIN_OUTCOMES]
    : [DICE_OUTCOMES - 1 - DICE_MAX_WIN_OUTCOMES, DICE_OUTCOMES - 1 - DICE_MIN_WIN_OUTCOMES];
}
const clampTarget = (target: number, direction: DiceDirection) => {
  const [min, max] = targetBounds(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
};
const targetForOutcomes = (outcomes: number, direction: DiceDirection) =>
  direction === 'under' ? outcomes : DICE_OUTCOMES - 1 - outcomes;
const hundredths = (value: number) => (value / 100).toFixed(2);

/** /originals/kasa-dice — Kasa Dice in the game frame. */
export function DiceGame({ session }: { code: string; session: string }) {
  const { t } = useTranslation();
  const state = useFairGame(session);
  const [direction, setDirection] = useState<DiceDirection>('over');
  const [target, setTarget] = useState(5000);
  const [stake, setStake] = useState('10');
  const [newBets, setNewBets] = useState<DiceBet[]>([]);
  const [last, setLast] = useState<DiceBet | null>(null);
  const [shownRoll, setShownRoll] = useState<number | null>(null);
  const [rolling, setRolling] = useState(false);
  const frame = useRef<number | null>(null);

  useEffect(() => () => void (frame.current !== null && cancelAnimationFrame(frame.current)), []);

  const history = [...newBets, ...(state.initial?.dice ?? [])].slice(0, HISTORY);
  const outcomes = diceWinOutcomes(target, direction);
  const chance = outcomes / 100;
  const multiplier = diceMultiplier(outcomes);
  const amount = parseStake(stake);
  const profit = amount === null ? 0 : dicePayout(Math.round(amount * 100), outcomes) / 100 - amount;

  function animateTo(bet: DiceBet) {
    const from = shownRoll ?? 50;
    const to = bet.roll;
    const started = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / ROLL_ANIMATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      setShownRoll(from + (to - from) * eased);
      if (progress < 1) {
        frame.current = requestAnimationFrame(step);
      } else {
        frame.current = null;
        setShownRoll(to);
        setLast(bet);
        setNewBets((list) => [bet, ...list].slice(0, HISTORY));
        setRolling(false);
      }
    };
    frame.current = requestAnimationFrame(step);
  }

  async function roll() {
    if (amount === null || rolling) return;
    setRolling(true);
    setLast(null);
    try {
      const { data } = await fairApi.roll(session, { amount, target: target / 100, direction });
      state.settled(data);
      animateTo(data.bet);
    } catch (error) {
      toast.error(errorMessage(error));
      setRolling(false);
    }
  }

  function switchDirection(next: DiceDirection) {
    if (next === direction) return;
    // Keep the chance: over T ↔ under 99.99 − T.
    setTarget(clampTarget(DICE_OUTCOMES - 1 - target, next));
    setDirection(next);
  }

  const seedsByHash = new Map(state.previousSeeds.map((s) => [s.serverSeedHash, s.serverSeed]));
  const markerValue = shownRoll ?? last?.roll ?? null;
  const [minTarget, maxTarget] = targetBounds(direction);
  const winFrom = direction === 'over' ? target / 100 : 0;
  const winTo = direction === 'over' ? 100 : target / 100;
  const resultClass = last ? (last.win ? 'is-win' : 'is-loss') : rolling ? 'is-rolling' : '';

  return (
    <GameShell game="dice" title={t('fair.dice.title')} logo={<DiceArt />} state={state} canRotate>
      <section className="fair-stage dice-stage">
        <ol className="dice-chips" aria-label={t('fair.dice.history')}>
          {history.slice(0, 12).map((bet) => (
            <li key={bet.roundId} className={`dice-chip ${bet.win ? 'is-win' : 'is-loss'}`}>
              {bet.roll.toFixed(2)}
            </li>
          ))}
        </ol>

        <div className={`dice-result ${resultClass}`} aria-live="polite">
          <span className="dice-result__label">{t('fair.dice.result')}</span>
          <strong className="dice-result__value" data-testid="dice-result">
            {markerValue === null ? '—' : markerValue.toFixed(2)}
          </strong>
          {last ? (
            <span className="dice-result__payout" data-testid="dice-outcome">
              {last.win ? `+${formatLira(last.payout)}` : t('fair.common.loss')}
            </span>
          ) : (
            <span className="dice-result__payout">&nbsp;</span>
          )}
        </div>

        <div className="dice-track">
          <div className="dice-track__scale" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((n) => (
              <span key={n} style={{ left: `${n}%` }}>
                {n}
              </span>
            ))}
          </div>
          <div className="dice-track__bar">
            <div className="dice-track__lose" />
            <div className="dice-track__win" style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }} />
            {markerValue !== null ? (
              <div className={`dice-marker ${resultClass}`} style={{ left: `${markerValue}%` }}>
                <span>{markerValue.toFixed(2)}</span>
              </div>
            ) : null}
            <input
              type="range"
              className="dice-track__range"
              min={minTarget}
              max={maxTarget}
              step={1}
              value={target}
              disabled={rolling}
              onChange={(event) => setTarget(clampTarget(Number(event.target.value), direction))}
              aria-label={t('fair.dice.target')}
              data-testid="dice-slider"
            />
          </div>
        </div>

        <div className="dice-stats">
          <NumberStat
            label={t('fair.common.multiplier')}
            suffix="×"
            value={formatMultiplier(multiplier)}
            disabled={rolling}
            onCommit={(value) => {
              if (value <= 0) return;
              setTarget(clampTarget(targetForOutcomes(Math.round(9900 / value), direction), direction));
            }}
            testId="dice-multiplier"
          />
          <NumberStat
            label={t('fair.dice.target')}
            value={hundredths(target)}
            disabled={rolling}
            onCommit={(value) => setTarget(clampTarget(value * 100, direction))}
            testId="dice-target"
          />
          <NumberStat
            label={t('fair.dice.chance')}
            suffix="%"
            value={chance.toFixed(2)}
            disabled={rolling}
            onCommit={(value) =>
              setTarget(clampTarget(targetForOutcomes(Math.round(value * 100), direction), direction))
            }
            testId="dice-chance"
          />
        </div>
      </section>

      <aside className="fair-controls">
        <div className="fair-toggle" role="group" aria-label={t('fair.dice.target')}>
          {(['under', 'over'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={direction === value ? 'is-active' : ''}
              aria-pressed={direction === value}
              disabled={rolling}
              onClick={() => switchDirection(value)}
              data-testid={`dice-${value}`}
            >
              {value === 'over' ? t('fair.dice.rollOver') : t('fair.dice.rollUnder')}
            </button>
          ))}
        </div>
        <StakeInput value={stake} onChange={setStake} disabled={rolling} />
        <div className="fair-summary">
          <span>{t('fair.dice.profit')}</span>
          <strong className="fair-gold">+{formatLira(Math.max(0, profit))}</strong>
        </div>
        <Button
          variant="primary"
          size="lg"
          block
          className="fair-cta"
          disabled={amount === null || rolling}
          isLoading={rolling}
          onClick={() => void roll()}
          data-testid="dice-roll"
        >
          {t('fair.dice.roll')}
        </Button>
        <p className="fair-rules">{t('fair.dice.rules')}</p>
      </aside>

      <RoundHistory
        game="dice"
        title={t('fair.dice.history')}
        emptyText={t('fair.dice.empty')}
        testId="dice-history"
        rounds={history}
        columns={[
          {
            label: t('fair.dice.target'),
            cell: (bet) =>
              bet.direction === 'over'
                ? t('fair.dice.overTarget', { target: bet.target.toFixed(2) })
                : t('fair.dice.underTarget', { target: bet.target.toFixed(2) }),
          },
          {
            label: t('fair.dice.result'),
            cell: (bet) => bet.roll.toFixed(2),
            className: (bet) => (bet.win ? 'fair-win' : 'fair-loss'),
          },
        ]}
        won={(bet) => bet.win}
        seedsByHash={seedsByHash}
      />
    </GameShell>
  );
}

/** A number the player may type; committed on blur or Enter, shown back from the game state. */
function NumberStat({
  label,
  value,
  suffix,
  disabled,
  onCommit,
  testId,
}: {
  label: string;
  value: string;
  suffix?: string;
  disabled?: boolean;
  onCommit: (value: number) => void;
  testId: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const number = Number(draft.replace(',', '.'));
    if (Number.isFinite(number)) onCommit(number);
    setDraft(null);
  };
  return (
    <label className="dice-stat">
      <span className="dice-stat__label">{label}</span>
      <span className="input dice-stat__input">
        <input
          className="input__control"
          inputMode="decimal"
          value={draft ?? value}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          data-testid={testId}
        />
        {suffix ? <span className="input__suffix">{suffix}</span> : null}
      </span>
    </label>
  );
}
