import type { SportsBet } from '@kasa/contract/sports-bets-api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatLira } from '../../../lib/format';
import { updateSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { cashoutBet, getCashoutQuote, sportsKeys, useCashoutQuote } from '../api/sports-api';

/** The part of the value (lira) a share (percent) takes, to the kuruş below. */
export function partOf(valueLira: number, share: number): number {
  return Math.floor((Math.round(valueLira * 100) * share) / 100) / 100;
}

/**
 * The stake that keeps running after taking `partLira` of `valueLira`: the server's rule (docs/decisions/0210), the
 * stake taken off per line rounded up. Shown before confirming; the answer's `openStake` is what counts.
 */
export function stakeLeftAfter(bet: SportsBet, valueLira: number, partLira: number): number {
  const perLine = Math.round((bet.openStake * 100) / bet.lines);
  const cut = Math.ceil((perLine * Math.round(partLira * 100)) / Math.round(valueLira * 100));
  return (Math.max(0, perLine - cut) * bet.lines) / 100;
}

type Step = { kind: 'idle' } | { kind: 'confirm'; changed: boolean; asked: number } | { kind: 'busy' };

/**
 * The cash-out of one open bet (issue 10 §2): the live value on a button, a confirmation that names the amount, and
 * the two refusals a real book gives. The value moved below the amount asked (409): the new value is read and the
 * player is asked again with it. A leg's market suspended: the button is disabled and says why. The balance in the
 * header takes the answer's balance.
 */
export function CashoutBox({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const quote = useCashoutQuote(bet.id, bet.status === 'open');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // A partial cash-out: the share of the value taken now (percent); null takes it all.
  const [share, setShare] = useState<number | null>(null);
  const amount = quote.data?.available ? quote.data.amount : null;

  // The value moving while the player is asked: the confirmation shows the new one and says so.
  const moved = step.kind === 'confirm' && amount !== null && amount !== step.asked;

  if (bet.status !== 'open' || !quote.data) return null;
  const data = quote.data;
  if (!data.available || amount === null) {
    if (data.reason === 'suspended')
      return (
        <div className="mb-co">
          <button
            type="button"
            className="mb-co__btn"
            disabled
            title={t('sports.mybets.cashoutSuspendedHint')}
            data-testid="cashout-button"
          >
            <LockIcon size={14} />
            {t('sports.mybets.cashoutSuspended')}
          </button>
          <p className="mb-co__hint" data-testid="cashout-reason">
            {t('sports.mybets.cashoutSuspendedHint')}
          </p>
        </div>
      );
    return null;
  }

  const part = share === null ? null : partOf(amount, share);
  const stakeLeft = part === null ? null : stakeLeftAfter(bet, amount, part);

  const confirm = async () => {
    setStep({ kind: 'busy' });
    try {
      const done = await cashoutBet({ betId: bet.id, amount, ...(part === null ? {} : { partial: part }) });
      updateSession({ balance: done.balance });
      setStep({ kind: 'idle' });
      setShare(null);
      if (done.bet.status === 'open') {
        toast.success(
          t('sports.mybets.partialDone', {
            amount: formatLira(done.paid),
            stake: formatLira(done.bet.openStake),
          }),
        );
        void client.invalidateQueries({ queryKey: sportsKeys.quote(bet.id), exact: true });
      } else {
        toast.success(t('sports.mybets.cashoutDone', { amount: formatLira(done.paid) }));
        client.setQueryData(sportsKeys.quote(bet.id), {
          ...data,
          available: false,
          reason: 'not_open',
          amount: null,
        });
      }
      await client.invalidateQueries({ queryKey: sportsKeys.myBetsAll });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The value changed or a market closed meanwhile: read the value now and ask again with it.
        const fresh = await getCashoutQuote(bet.id).catch(() => null);
        if (fresh) client.setQueryData(sportsKeys.quote(bet.id), fresh);
        if (fresh?.available && fresh.amount !== null) {
          setStep({ kind: 'confirm', changed: true, asked: fresh.amount });
          return;
        }
        if (!fresh) toast.error(errorMessage(error));
        setStep({ kind: 'idle' });
        await client.invalidateQueries({ queryKey: sportsKeys.myBetsAll });
        return;
      }
      toast.error(errorMessage(error));
      setStep({ kind: 'idle' });
    }
  };

  if (step.kind === 'idle')
    return (
      <div className="mb-co">
        <button
          type="button"
          className="mb-co__btn mb-co__btn--go"
          onClick={() => setStep({ kind: 'confirm', changed: false, asked: amount })}
          data-testid="cashout-button"
        >
          <span>{t('sports.mybets.cashout')}</span>
          <strong data-testid="cashout-amount">{formatLira(amount)}</strong>
        </button>
      </div>
    );

  return (
    <div className="mb-co mb-co--confirm" role="group" aria-live="polite" data-testid="cashout-confirm">
      <p className="mb-co__ask">
        {step.kind === 'confirm' && step.changed
          ? t('sports.mybets.cashoutChanged', { amount: formatLira(amount) })
          : t('sports.mybets.cashoutAsk', { amount: formatLira(amount) })}
        {moved ? <span className="mb-co__moved">{t('sports.mybets.cashoutUpdated')}</span> : null}
      </p>
      <div className="mb-co__partial">
        <label className="mb-co__switch">
          <input
            type="checkbox"
            checked={share !== null}
            disabled={step.kind === 'busy'}
            onChange={(e) => setShare(e.target.checked ? 50 : null)}
            data-testid="cashout-partial"
          />
          {t('sports.mybets.partial')}
        </label>
        {share !== null && part !== null ? (
          <>
            <input
              type="range"
              className="mb-co__range"
              min={10}
              max={90}
              step={5}
              value={share}
              disabled={step.kind === 'busy'}
              aria-label={t('sports.mybets.partialShare')}
              onChange={(e) => setShare(Number(e.target.value))}
              data-testid="cashout-share"
            />
            <p className="mb-co__left" data-testid="cashout-partial-text">
              {t('sports.mybets.partialText', {
                amount: formatLira(part),
                stake: formatLira(stakeLeft ?? 0),
              })}
            </p>
          </>
        ) : null}
      </div>
      <div className="mb-co__row">
        <Button
          variant="secondary"
          size="sm"
          disabled={step.kind === 'busy'}
          onClick={() => setStep({ kind: 'idle' })}
        >
          {t('sports.mybets.cashoutCancel')}
        </Button>
        <Button
          variant="gold"
          size="sm"
          isLoading={step.kind === 'busy'}
          onClick={() => void confirm()}
          data-testid="cashout-confirm-button"
        >
          {t('sports.mybets.cashoutConfirm', { amount: formatLira(part ?? amount) })}
        </Button>
      </div>
    </div>
  );
}
