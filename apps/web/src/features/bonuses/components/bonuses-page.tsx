import { BonusKind, BonusStatus, type AvailableBonus, type PlayerBonus } from '@kasa/contract/bonus';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  AlertIcon,
  CheckCircleIcon,
  DepositIcon,
  GiftIcon,
  InfoIcon,
  SparkIcon,
} from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLira } from '../../../lib/format';
import { onHubMessage } from '../../../lib/hub-state';
import { useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { bonusesKey, useAvailableBonuses, useBonuses, useRequestBonus } from '../api/bonuses';

const KIND_ICON: Record<BonusKind, ComponentType<{ size?: number }>> = {
  [BonusKind.Trial]: GiftIcon,
  [BonusKind.FirstDeposit]: DepositIcon,
  [BonusKind.Cashback]: SparkIcon,
};

const STATUS_TONE: Record<BonusStatus, string> = {
  [BonusStatus.Requested]: 'warn',
  [BonusStatus.Active]: 'ok',
  [BonusStatus.Completed]: 'info',
  [BonusStatus.Cancelled]: 'muted',
  [BonusStatus.Expired]: 'danger',
};

function KindIcon({ kind }: { kind: BonusKind }) {
  const Icon = KIND_ICON[kind] ?? GiftIcon;
  return (
    <span className={`icon-tile icon-tile--md bonus-icon bonus-icon--${kind}`} aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}

function WageringBar({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const required = bonus.wageringRequired;
  const percent = required > 0 ? Math.min(100, Math.round((bonus.wageringProgress / required) * 100)) : 100;
  const isDone =
    bonus.status === BonusStatus.Completed || (required > 0 && bonus.wageringProgress >= required);
  return (
    <div className="bonus-wagering">
      <div className="bonus-wagering__head">
        <span>{isDone ? t('bonuses.wageringDone') : t('bonuses.wagering')}</span>
        <span className="bonus-wagering__numbers">
          {t('bonuses.wageringProgress', {
            progress: formatLira(bonus.wageringProgress),
            required: formatLira(required),
          })}
        </span>
      </div>
      <div
        className="bonus-progress"
        role="progressbar"
        aria-label={t('bonuses.wagering')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span
          className={`bonus-progress__fill ${isDone ? 'bonus-progress__fill--done' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function BonusFootnote({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  if (bonus.status === BonusStatus.Requested) return <span>{t('bonuses.awaitingDeposit')}</span>;
  if (bonus.status === BonusStatus.Completed && bonus.settledAmount !== null) {
    return <span>{t('bonuses.settledCompleted', { amount: formatLira(bonus.settledAmount) })}</span>;
  }
  if (bonus.status === BonusStatus.Expired && bonus.settledAmount !== null) {
    return <span>{t('bonuses.settledExpired', { amount: formatLira(bonus.settledAmount) })}</span>;
  }
  if (bonus.status === BonusStatus.Active && bonus.expiresAt) {
    return <span>{t('bonuses.expires', { date: formatDateTime(bonus.expiresAt) })}</span>;
  }
  if (bonus.grantedAt) return <span>{t('bonuses.granted', { date: formatDateTime(bonus.grantedAt) })}</span>;
  return <span>{t('bonuses.requested', { date: formatDateTime(bonus.requestedAt) })}</span>;
}

function BonusCard({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const isLive = bonus.status === BonusStatus.Active || bonus.status === BonusStatus.Requested;
  return (
    <li
      className={`card bonus-card ${isLive ? '' : 'bonus-card--past'}`}
      data-testid="bonus-row"
      data-id={bonus.id}
      data-status={bonus.status}
    >
      <div className="bonus-card__head">
        <KindIcon kind={bonus.kind} />
        <h3 className="bonus-card__title">{bonus.title}</h3>
        <span className={`status-badge status-badge--${STATUS_TONE[bonus.status] ?? 'muted'}`}>
          {t(`bonuses.status.${bonus.status}`)}
        </span>
      </div>
      <div className="bonus-card__amount">
        <span className="muted">{t('bonuses.amount')}</span>
        <strong>{formatLira(bonus.amount)}</strong>
      </div>
      {bonus.status === BonusStatus.Requested ? null : <WageringBar bonus={bonus} />}
      <p className="bonus-card__foot muted">
        <BonusFootnote bonus={bonus} />
      </p>
    </li>
  );
}

function offerTerms(
  bonus: AvailableBonus,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  const terms: string[] = [];
  if (bonus.percent !== null) {
    terms.push(
      bonus.maxAmount !== null
        ? t('bonuses.percentUpTo', { percent: bonus.percent, max: formatLira(bonus.maxAmount) })
        : t('bonuses.percent', { percent: bonus.percent }),
    );
  }
  if (bonus.minAmount > 0) terms.push(t('bonuses.minAmount', { amount: formatLira(bonus.minAmount) }));
  if (bonus.wageringMultiplier > 0)
    terms.push(t('bonuses.wageringTimes', { times: bonus.wageringMultiplier }));
  if (bonus.validDays > 0) terms.push(t('bonuses.validDays', { days: bonus.validDays }));
  return terms;
}

function OfferCard({
  bonus,
  isRequesting,
  isBusy,
  onRequest,
}: {
  bonus: AvailableBonus;
  isRequesting: boolean;
  isBusy: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`card bonus-offer ${bonus.eligible ? 'bonus-offer--eligible' : ''}`}
      data-testid={`bonus-available-${bonus.definitionId}`}
      data-eligible={bonus.eligible ? 'true' : 'false'}
    >
      <div className="bonus-card__head">
        <KindIcon kind={bonus.kind} />
        <h3 className="bonus-card__title">{bonus.title}</h3>
      </div>
      <p className="bonus-offer__text">{bonus.description}</p>
      <ul className="bonus-terms">
        {offerTerms(bonus, t).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <div className="bonus-offer__foot">
        {bonus.eligible ? (
          bonus.amount !== null ? (
            <span className="bonus-offer__gain">
              <CheckCircleIcon size={16} />
              {t('bonuses.youGet', { amount: formatLira(bonus.amount) })}
            </span>
          ) : (
            <span />
          )
        ) : (
          <span className="bonus-offer__reason">
            <InfoIcon size={16} />
            {bonus.reason}
          </span>
        )}
        <Button
          size="md"
          variant={bonus.eligible ? 'primary' : 'secondary'}
          data-testid={`bonus-request-${bonus.definitionId}`}
          disabled={!bonus.eligible || (isBusy && !isRequesting)}
          isLoading={isRequesting}
          onClick={onRequest}
        >
          {t('bonuses.request')}
        </Button>
      </div>
    </li>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <EmptyState
        icon={<AlertIcon size={28} />}
        title={t('bonuses.loadError')}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * `/dashboard/bonuses` (issue 3 §7): the player's bonuses with amount, wagering progress and expiry, then every bonus
 * definition with whether it can be requested now (and why not). A live notification (a bonus granted after the first
 * deposit, wagering completed) re-reads both lists.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const { username } = useAuth();
  const queryClient = useQueryClient();
  const bonuses = useBonuses();
  const available = useAvailableBonuses();
  const request = useRequestBonus();

  useEffect(
    () =>
      onHubMessage((message) => {
        if (message.command === 'Notification' || message.command === 'reconnected') {
          void queryClient.invalidateQueries({ queryKey: bonusesKey(username) });
        }
      }),
    [queryClient, username],
  );

  const requestOne = (definitionId: number) =>
    request.mutate(definitionId, {
      onSuccess: (envelope) => toast.success(envelope.message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const requestingId = request.isPending ? request.variables : null;

  return (
    <div className="bonuses">
      <section className="bonuses__section" aria-labelledby="bonuses-current">
        <h2 className="bonuses__heading" id="bonuses-current">
          {t('bonuses.current')}
        </h2>
        {bonuses.isPending ? (
          <Loading className="loading--block" />
        ) : bonuses.isError ? (
          <LoadError onRetry={() => void bonuses.refetch()} />
        ) : bonuses.data.length === 0 ? (
          <div className="card">
            <EmptyState
              icon={<GiftIcon size={30} />}
              title={t('bonuses.emptyCurrent')}
              text={t('bonuses.emptyCurrentText')}
            />
          </div>
        ) : (
          <ul className="bonus-grid">
            {bonuses.data.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} />
            ))}
          </ul>
        )}
      </section>

      <section className="bonuses__section" aria-labelledby="bonuses-available">
        <h2 className="bonuses__heading" id="bonuses-available">
          {t('bonuses.available')}
        </h2>
        {available.isPending ? (
          <Loading className="loading--block" />
        ) : available.isError ? (
          <LoadError onRetry={() => void available.refetch()} />
        ) : available.data.length === 0 ? (
          <p className="card muted">{t('bonuses.emptyAvailable')}</p>
        ) : (
          <ul className="bonus-grid">
            {available.data.map((bonus) => (
              <OfferCard
                key={bonus.definitionId}
                bonus={bonus}
                isRequesting={requestingId === bonus.definitionId}
                isBusy={request.isPending}
                onRequest={() => requestOne(bonus.definitionId)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
