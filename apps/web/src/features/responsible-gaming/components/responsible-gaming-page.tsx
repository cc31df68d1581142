import '../rg-texts';
import '../../../styles/responsible-gaming.css';
import {
  LimitPeriod,
  type LimitsData,
  type MoneyLimitKind,
  type PlayerBlock,
  type PlayerLimit,
  RealityCheckMinutes,
  SelfExclusionPeriod,
  TimeoutPeriod,
} from '@kasa/contract/responsible-gaming';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, ClockIcon, LockIcon, ShieldIcon, WalletIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { formatDateTime, formatLira } from '../../../lib/format';
import {
  useCloseAccount,
  useLimits,
  useRealityCheck,
  useRequestReopen,
  useReviewLimits,
  useSelfExclude,
  useSetLimit,
  useTimeout,
} from '../api/limits';

/** '1.234,5' or '1234.50' → 1234.5; anything else → null. */
export function parseLira(text: string): number | null {
  const trimmed = text.trim().replace(/\s|₺/g, '');
  if (!trimmed) return null;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** /dashboard/responsible-gaming (issue 12 §1): limits, reality check, time-out, self-exclusion, closure. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const limits = useLimits();

  if (limits.isPending) return <Loading className="loading--block" />;
  if (limits.isError) {
    return (
      <EmptyState
        icon={<AlertIcon size={32} />}
        title={t('rg.loadError')}
        text={limits.error.message}
        action={
          <Button variant="secondary" onClick={() => void limits.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const data = limits.data;
  return (
    <div className="rg" data-testid="rg-page">
      {data.block ? <BlockBanner block={data.block} /> : <p className="rg__intro">{t('rg.intro')}</p>}
      {data.reviewLimits ? <ReviewPrompt /> : null}
      <div className="rg__grid">
        {(['deposit', 'loss', 'wager'] as const).map((kind) => (
          <MoneyLimits key={kind} kind={kind} data={data} />
        ))}
        <SessionLimit limit={data.limits.find((l) => l.kind === 'session')!} />
        <RealityCheck minutes={data.realityCheckMinutes} />
      </div>
      <div className="rg__grid rg__grid--wide">
        <TimeoutCard />
        <ExclusionCard />
      </div>
      <CloseAccountCard closed={data.block?.kind === 'closed'} />
    </div>
  );
}

function BlockBanner({ block }: { block: PlayerBlock }) {
  const { t } = useTranslation();
  const text =
    block.kind === 'closed'
      ? t('rg.block.closed')
      : block.kind === 'timeout'
        ? t('rg.block.timeout', { date: formatDateTime(block.until ?? '') })
        : block.ended
          ? t('rg.block.ended')
          : block.until
            ? t('rg.block.selfExclusion', { date: formatDateTime(block.until) })
            : t('rg.block.selfExclusionPermanent');
  return (
    <div className="rg-banner" role="status" data-testid="rg-block">
      <LockIcon size={22} />
      <div className="rg-banner__body">
        <p>{text}</p>
        {block.reopen?.status === 'pending' ? (
          <p className="rg-banner__note" data-testid="rg-reopen-pending">
            {t('rg.block.reopenPending', { date: formatDateTime(block.reopen.decidableFrom) })}
          </p>
        ) : block.reopen?.status === 'rejected' ? (
          <p className="rg-banner__note" data-testid="rg-reopen-rejected">
            {t('rg.block.reopenRejected')}
          </p>
        ) : null}
      </div>
      <div className="rg-banner__actions">
        {block.canRequestReopen ? <ReopenButton /> : null}
        <Link className="btn btn--secondary btn--sm" to="/dashboard/withdraw">
          {t('rg.block.withdraw')}
        </Link>
      </div>
    </div>
  );
}

/** Reopening after an ended self-exclusion or a closure: the player's request, confirmed (docs/decisions/0440). */
function ReopenButton() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const reopen = useRequestReopen();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="rg-reopen">
        {t('rg.block.reopen')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          testId="rg-confirm-reopen"
          text={t('rg.block.reopenConfirm')}
          isPending={reopen.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => reopen.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </>
  );
}

/** Every 6 months: the player is asked to look at their limits; "reviewed" stamps the date. */
function ReviewPrompt() {
  const { t } = useTranslation();
  const review = useReviewLimits();
  return (
    <section className="rg-review" data-testid="rg-review" aria-labelledby="rg-review-title">
      <ShieldIcon size={22} />
      <div className="rg-review__body">
        <h2 className="rg-review__title" id="rg-review-title">
          {t('rg.review.title')}
        </h2>
        <p className="rg-card__text">{t('rg.review.text')}</p>
      </div>
      <Button
        size="sm"
        isLoading={review.isPending}
        onClick={() => review.mutate(undefined)}
        data-testid="rg-review-done"
      >
        {t('rg.review.done')}
      </Button>
    </section>
  );
}

function Card({
  title,
  text,
  icon,
  children,
  tone,
  testId,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  children: ReactNode;
  tone?: 'danger';
  testId: string;
}) {
  return (
    <section className={`card rg-card ${tone ? `rg-card--${tone}` : ''}`} data-testid={testId}>
      <h2 className="card__title">
        {icon}
        {title}
      </h2>
      <p className="rg-card__text">{text}</p>
      {children}
    </section>
  );
}

function MoneyLimits({ kind, data }: { kind: MoneyLimitKind; data: LimitsData }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t(`rg.${kind}.title`)}
      text={t(`rg.${kind}.text`)}
      icon={<WalletIcon size={20} />}
      testId={`rg-${kind}`}
    >
      <ul className="rg-limits">
        {LimitPeriod.map((period) => (
          <LimitRow key={period} limit={data.limits.find((l) => l.kind === kind && l.period === period)!} />
        ))}
      </ul>
    </Card>
  );
}

function PendingNote({ limit, show }: { limit: PlayerLimit; show: (v: number) => string }) {
  const { t } = useTranslation();
  if (!limit.pending) return null;
  const date = formatDateTime(limit.pending.from);
  return (
    <p className="rg-limit__pending" data-testid="rg-pending">
      <ClockIcon size={14} />
      {limit.pending.value === null
        ? t('rg.pendingRemoval', { date })
        : t('rg.pending', { value: show(limit.pending.value), date })}
    </p>
  );
}

function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { t } = useTranslation();
  const set = useSetLimit();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const name = `${limit.kind}-${limit.period}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseLira(text);
    if (amount === null || amount < 1) {
      setError(t('rg.invalidAmount'));
      return;
    }
    setError(null);
    set.mutate({ kind: limit.kind, period: limit.period, amount }, { onSuccess: () => setText('') });
  };
  return (
    <li className="rg-limit" data-testid={`rg-limit-${name}`}>
      <div className="rg-limit__head">
        <span className="rg-limit__period">{t(`rg.period.${limit.period!}`)}</span>
        <strong className="rg-limit__value" data-testid="rg-value">
          {limit.value === null ? t('rg.none') : formatLira(limit.value)}
        </strong>
      </div>
      {limit.value !== null ? (
        <p className="rg-limit__meta">
          {t('rg.used', { used: formatLira(Math.max(0, limit.used ?? 0)) })} ·{' '}
          {t('rg.resets', { date: formatDateTime(limit.resetsAt ?? '') })}
        </p>
      ) : null}
      <PendingNote limit={limit} show={formatLira} />
      <form className="rg-limit__form" onSubmit={submit} noValidate>
        <label className="rg-sr" htmlFor={inputId}>
          {t(`rg.period.${limit.period!}`)} — {t('rg.amount')}
        </label>
        <input
          id={inputId}
          className={`rg-input ${error ? 'rg-input--invalid' : ''}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('rg.amount')}
          value={text}
          aria-invalid={error ? true : undefined}
          data-testid="rg-amount"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" isLoading={set.isPending} data-testid="rg-save">
          {t('rg.save')}
        </Button>
        {limit.value !== null && limit.pending?.value !== null ? (
          <Button
            variant="ghost"
            size="sm"
            data-testid="rg-remove"
            onClick={() => set.mutate({ kind: limit.kind, period: limit.period, amount: null })}
          >
            {t('rg.remove')}
          </Button>
        ) : null}
      </form>
      {error ? <p className="field__error">{error}</p> : null}
    </li>
  );
}

function SessionLimit({ limit }: { limit: PlayerLimit }) {
  const { t } = useTranslation();
  const set = useSetLimit();
  const [text, setText] = useState('');
  const inputId = useId();
  const show = (v: number) => t('rg.session.value', { count: v });
  return (
    <Card
      title={t('rg.session.title')}
      text={t('rg.session.text')}
      icon={<ClockIcon size={20} />}
      testId="rg-session"
    >
      <div className="rg-limit rg-limit--single">
        <div className="rg-limit__head">
          <span className="rg-limit__period">{t('rg.current')}</span>
          <strong className="rg-limit__value">
            {limit.value === null ? t('rg.none') : show(limit.value)}
          </strong>
        </div>
        <PendingNote limit={limit} show={show} />
        <form
          className="rg-limit__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const minutes = Number(text);
            set.mutate(
              { kind: 'session', period: null, minutes: Number.isInteger(minutes) ? minutes : -1 },
              { onSuccess: () => setText('') },
            );
          }}
        >
          <label className="rg-sr" htmlFor={inputId}>
            {t('rg.session.minutes')}
          </label>
          <input
            id={inputId}
            className="rg-input"
            inputMode="numeric"
            placeholder={t('rg.session.minutes')}
            value={text}
            onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" size="sm" isLoading={set.isPending}>
            {t('rg.save')}
          </Button>
          {limit.value !== null && limit.pending?.value !== null ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => set.mutate({ kind: 'session', period: null, minutes: null })}
            >
              {t('rg.remove')}
            </Button>
          ) : null}
        </form>
      </div>
    </Card>
  );
}

function RealityCheck({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const change = useRealityCheck();
  const options: Array<RealityCheckMinutes | null> = [...RealityCheckMinutes, null];
  return (
    <Card
      title={t('rg.reality.title')}
      text={t('rg.reality.text')}
      icon={<ClockIcon size={20} />}
      testId="rg-reality"
    >
      <div className="segmented rg-segmented" role="radiogroup" aria-label={t('rg.reality.title')}>
        {options.map((option) => (
          <button
            key={option ?? 'off'}
            type="button"
            role="radio"
            aria-checked={minutes === option}
            className={`segmented__item ${minutes === option ? 'segmented__item--on' : ''}`}
            disabled={change.isPending}
            data-testid={`rg-reality-${option ?? 'off'}`}
            onClick={() => change.mutate({ minutes: option })}
          >
            {option === null ? t('rg.reality.off') : t('rg.reality.minutes', { count: option })}
          </button>
        ))}
      </div>
    </Card>
  );
}

function PeriodChoice<P extends string>({
  periods,
  value,
  onChange,
  label,
  labelOf,
  name,
}: {
  periods: readonly P[];
  value: P;
  onChange: (p: P) => void;
  label: string;
  labelOf: (p: P) => string;
  name: string;
}) {
  return (
    <div className="segmented rg-segmented" role="radiogroup" aria-label={label}>
      {periods.map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={value === p}
          className={`segmented__item ${value === p ? 'segmented__item--on' : ''}`}
          data-testid={`rg-${name}-${p}`}
          onClick={() => onChange(p)}
        >
          {labelOf(p)}
        </button>
      ))}
    </div>
  );
}

function ConfirmDialog({
  text,
  onConfirm,
  onClose,
  isPending,
  testId,
}: {
  text: string;
  onConfirm: () => void;
  onClose: () => void;
  isPending: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog size="medium" testId={testId} labelledBy={titleId} onClose={onClose}>
      <div className="panel-form rg-confirm">
        <div className="form__head">
          <span className="form__badge-icon rg-confirm__icon" aria-hidden="true">
            <AlertIcon size={26} />
          </span>
          <h2 className="form__title" id={titleId}>
            {t('rg.confirm.title')}
          </h2>
          <p className="form__subtitle">{text}</p>
        </div>
        <div className="rg-confirm__actions">
          <Button
            variant="danger"
            block
            isLoading={isPending}
            onClick={onConfirm}
            data-testid="rg-confirm-yes"
          >
            {t('rg.confirm.yes')}
          </Button>
          <Button variant="ghost" block onClick={onClose}>
            {t('rg.confirm.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** A time-out or a self-exclusion: a period, the action, and a confirmation that names what it cannot undo. */
function BlockCard<P extends string>({
  kind,
  periods,
  initial,
  icon,
  danger,
  mutation,
}: {
  kind: 'timeout' | 'exclusion';
  periods: readonly P[];
  initial: P;
  icon: ReactNode;
  danger?: boolean;
  mutation: {
    isPending: boolean;
    mutate: (input: { period: P }, options: { onSettled: () => void }) => void;
  };
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<P>(initial);
  const [confirming, setConfirming] = useState(false);
  const label = (p: P) => t(`rg.${kind}.periods.${p}`);
  return (
    <Card
      title={t(`rg.${kind}.title`)}
      text={t(`rg.${kind}.text`)}
      icon={icon}
      {...(danger ? { tone: 'danger' as const } : {})}
      testId={`rg-${kind}`}
    >
      <PeriodChoice
        periods={periods}
        value={period}
        onChange={setPeriod}
        label={t(`rg.${kind}.title`)}
        labelOf={label}
        name={kind}
      />
      <Button
        variant={danger ? 'danger' : 'secondary'}
        onClick={() => setConfirming(true)}
        data-testid={`rg-${kind}-start`}
      >
        {t(`rg.${kind}.action`)}
      </Button>
      {confirming ? (
        <ConfirmDialog
          testId={`rg-confirm-${kind}`}
          text={t(`rg.confirm.${kind}`, { period: label(period) })}
          isPending={mutation.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => mutation.mutate({ period }, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </Card>
  );
}

function TimeoutCard() {
  const timeout = useTimeout();
  return (
    <BlockCard
      kind="timeout"
      periods={TimeoutPeriod}
      initial="24h"
      icon={<ClockIcon size={20} />}
      mutation={timeout}
    />
  );
}

function ExclusionCard() {
  const exclude = useSelfExclude();
  return (
    <BlockCard
      kind="exclusion"
      periods={SelfExclusionPeriod}
      initial="6m"
      icon={<ShieldIcon size={20} />}
      danger
      mutation={exclude}
    />
  );
}

function CloseAccountCard({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseAccount();
  return (
    <section className="rg-close" data-testid="rg-close">
      <div>
        <h2 className="rg-close__title">{t('rg.close.title')}</h2>
        <p className="rg-card__text">{t('rg.close.text')}</p>
      </div>
      <Button
        variant="ghost"
        disabled={closed}
        onClick={() => setConfirming(true)}
        data-testid="rg-close-start"
      >
        {t('rg.close.action')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          testId="rg-confirm-close"
          text={t('rg.confirm.close')}
          isPending={close.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </section>
  );
}
