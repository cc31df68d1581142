import '../crash-texts';
import { CRASH_LIMITS, multiplierHundredthsAt, type CrashBet, type CrashRound } from '@kasa/contract/crash';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLira } from '../../../../lib/format';
import { useServerNow } from '../hooks/use-server-now';

export interface BetDraft {
  amount: number;
  autoCashout: number | null;
}

interface Props {
  slot: 1 | 2;
  round: CrashRound | null;
  offsetMs: number;
  bet: CrashBet | null;
  queued: boolean;
  busy: boolean;
  disabled: boolean;
  onBet: (draft: BetDraft) => void;
  onCancel: () => void;
  onCashout: () => void;
  onUnqueue: () => void;
}

const QUICK = [10, 50, 100, 500];
const clampAmount = (v: number) =>
  Math.min(CRASH_LIMITS.maxBet, Math.max(CRASH_LIMITS.minBet, Math.round(v * 100) / 100));

/** Live multiplier for the Cash out button, redrawn ten times a second while the plane flies. */
function useLiveMultiplier(round: CrashRound | null, offsetMs: number, active: boolean): number {
  const [value, setValue] = useState(1);
  useEffect(() => {
    if (!active || !round) return;
    const start = Date.parse(round.startsAt);
    const timer = setInterval(
      () => setValue(multiplierHundredthsAt(Date.now() + offsetMs - start) / 100),
      100,
    );
    return () => clearInterval(timer);
  }, [active, round, offsetMs]);
  return value;
}

export function BetPanel({
  slot,
  round,
  offsetMs,
  bet,
  queued,
  busy,
  disabled,
  onBet,
  onCancel,
  onCashout,
  onUnqueue,
}: Props) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(slot === 1 ? '10' : '20');
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const now = useServerNow(offsetMs);
  const running = !!round && round.phase !== 'crashed' && now >= Date.parse(round.startsAt);
  const open = bet?.status === 'open';
  const live = useLiveMultiplier(round, offsetMs, open && running);

  const parsedAmount = Number(amount.replace(',', '.'));
  const parsedAuto = Number(auto.replace(',', '.'));
  const amountValid =
    Number.isFinite(parsedAmount) &&
    parsedAmount >= CRASH_LIMITS.minBet &&
    parsedAmount <= CRASH_LIMITS.maxBet;
  const autoValid =
    !autoOn ||
    (Number.isFinite(parsedAuto) &&
      parsedAuto >= CRASH_LIMITS.minAutoCashout &&
      parsedAuto <= CRASH_LIMITS.maxAutoCashout);
  const locked = open || queued;

  const place = () => {
    if (!amountValid || !autoValid) return;
    onBet({
      amount: Math.round(parsedAmount * 100) / 100,
      autoCashout: autoOn ? Math.round(parsedAuto * 100) / 100 : null,
    });
  };

  let action;
  if (open && running) {
    action = (
      <button
        type="button"
        className="crash-bet__action crash-bet__action--cashout"
        disabled={busy}
        onClick={onCashout}
        data-testid={`crash-cashout-${slot}`}
      >
        <span>{t('crash.cashOut')}</span>
        <strong>{formatLira(Math.floor(Math.round((bet?.amount ?? 0) * 100) * live) / 100)}</strong>
      </button>
    );
  } else if (open) {
    action = (
      <button
        type="button"
        className="crash-bet__action crash-bet__action--cancel"
        disabled={busy}
        onClick={onCancel}
        data-testid={`crash-cancel-${slot}`}
      >
        <span>{t('crash.cancel')}</span>
        <small>{t('crash.waitingTakeoff')}</small>
      </button>
    );
  } else if (queued) {
    action = (
      <button
        type="button"
        className="crash-bet__action crash-bet__action--cancel"
        onClick={onUnqueue}
        data-testid={`crash-unqueue-${slot}`}
      >
        <span>{t('crash.cancel')}</span>
        <small>{t('crash.waitingNextRound')}</small>
      </button>
    );
  } else {
    action = (
      <button
        type="button"
        className="crash-bet__action"
        disabled={busy || disabled || !amountValid || !autoValid}
        onClick={place}
        data-testid={`crash-bet-${slot}`}
      >
        <span>{t('crash.bet')}</span>
        <strong>{amountValid ? formatLira(parsedAmount) : '—'}</strong>
      </button>
    );
  }

  return (
    <section
      className={`crash-bet${open ? ' crash-bet--active' : ''}`}
      aria-label={t('crash.betSlot', { slot })}
      data-testid={`crash-panel-${slot}`}
    >
      <div className="crash-bet__row">
        <div className="crash-bet__amount">
          <div className="crash-bet__stepper">
            <button
              type="button"
              aria-label="−"
              disabled={locked}
              onClick={() => setAmount(String(clampAmount(parsedAmount - (parsedAmount > 10 ? 5 : 1))))}
            >
              −
            </button>
            <input
              inputMode="decimal"
              aria-label={t('crash.amount')}
              value={amount}
              disabled={locked}
              onChange={(e) => setAmount(e.target.value.replace(/[^\d.,]/g, ''))}
              onBlur={() =>
                amountValid || setAmount(String(clampAmount(parsedAmount || CRASH_LIMITS.minBet)))
              }
              data-testid={`crash-amount-${slot}`}
            />
            <button
              type="button"
              aria-label="+"
              disabled={locked}
              onClick={() =>
                setAmount(String(clampAmount((parsedAmount || 0) + (parsedAmount >= 10 ? 5 : 1))))
              }
            >
              +
            </button>
          </div>
          <div className="crash-bet__quick">
            {QUICK.map((q) => (
              <button type="button" key={q} disabled={locked} onClick={() => setAmount(String(q))}>
                {q}
              </button>
            ))}
          </div>
        </div>
        {action}
      </div>
      <div className="crash-bet__auto">
        <label className="crash-switch">
          <input
            type="checkbox"
            checked={autoOn}
            disabled={locked}
            onChange={(e) => setAutoOn(e.target.checked)}
            data-testid={`crash-auto-${slot}`}
          />
          <span className="crash-switch__track" aria-hidden="true" />
          <span>{t('crash.autoCashout')}</span>
        </label>
        <div className={`crash-bet__auto-value${autoOn ? '' : ' is-off'}`}>
          <input
            inputMode="decimal"
            aria-label={t('crash.autoCashout')}
            value={auto}
            disabled={!autoOn || locked}
            onChange={(e) => setAuto(e.target.value.replace(/[^\d.,]/g, ''))}
            onBlur={() => autoValid || setAuto(CRASH_LIMITS.minAutoCashout.toFixed(2))}
          />
          <span>x</span>
        </div>
      </div>
      {!autoValid && (
        <p className="crash-bet__error">
          {t('crash.autoRange', { min: CRASH_LIMITS.minAutoCashout, max: CRASH_LIMITS.maxAutoCashout })}
        </p>
      )}
    </section>
  );
}
