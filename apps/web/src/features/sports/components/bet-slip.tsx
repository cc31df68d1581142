import '../sports-texts';
import { formatOdds } from '@kasa/contract/sports';
import {
  LIVE_BET_DELAY_SECONDS,
  SPORTS_BET_LIMITS,
  type AcceptOdds,
  type PlaceBetRequest,
} from '@kasa/contract/sports-bets-api';
import { sportById } from '@kasa/contract/sports';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CloseIcon, LockIcon, ReceiptIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialogs';
import { formatLira } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { updateSession, useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { placeBet, sportsKeys, useOpenBetsCount } from '../api/sports-api';
import {
  acceptChanges,
  clearSlip,
  removeSelection,
  setAcceptOdds,
  setSlipType,
  setStake,
  setSystem,
  slipFigures,
  slipStore,
  systemChoices,
  useSlip,
  type SlipSelection,
  type SlipState,
} from '../utils/slip-store';

export const QUICK_STAKES = [10, 50, 100, 250, 500] as const;

export type SlipView = 'slip' | 'mybets';

/** The slip's two tabs: the bet slip and My Bets (docs/decisions/0230). */
export function SlipTabs({
  view,
  onView,
  count,
}: {
  view: SlipView;
  onView: (view: SlipView) => void;
  count: number;
}) {
  const { t } = useTranslation();
  const openBets = useOpenBetsCount();
  return (
    <div className="slip__tabs" role="tablist">
      <button
        type="button"
        role="tab"
        aria-selected={view === 'slip'}
        className={`slip__tab ${view === 'slip' ? 'is-active' : ''}`}
        onClick={() => onView('slip')}
      >
        <ReceiptIcon size={16} />
        {t('sports.slip.title')}
        {count > 0 ? <span className="slip__count">{count}</span> : null}
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={view === 'mybets'}
        className={`slip__tab ${view === 'mybets' ? 'is-active' : ''}`}
        onClick={() => onView('mybets')}
        data-testid="slip-mybets-tab"
      >
        {t('sports.mybets.tab')}
        {openBets ? <span className="slip__count slip__count--muted">{openBets}</span> : null}
      </button>
    </div>
  );
}

/** The book's limits that apply to the slip: a single High Rate leg brings the lower fcg limits. */
export function slipLimits(state: SlipState) {
  return state.selections.some((s) => s.book === 'fcg') ? SPORTS_BET_LIMITS.fcg : SPORTS_BET_LIMITS.betco;
}

/** The bets one submission places: each selection as a single, or one combo or system bet. */
export function betsOf(state: SlipState, newId: () => string): PlaceBetRequest[] {
  const leg = (s: SlipSelection) => ({ selectionId: s.id, odds: s.odds });
  if (state.type === 'single')
    return state.selections.map((s) => ({
      type: 'single',
      legs: [leg(s)],
      stake: state.stake,
      acceptOdds: state.acceptOdds,
      requestId: newId(),
    }));
  return [
    {
      type: state.type,
      ...(state.type === 'system' && state.system ? { system: state.system } : {}),
      legs: state.selections.map(leg),
      stake: state.stake,
      acceptOdds: state.acceptOdds,
      requestId: newId(),
    },
  ];
}

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

function SelectionItem({ selection }: { selection: SlipSelection }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const changed = selection.odds !== selection.taken;
  const locked = selection.status !== 'active';
  return (
    <li className={`slip-sel ${locked ? 'slip-sel--locked' : ''}`} data-testid="slip-selection">
      <div className="slip-sel__main">
        <span className="slip-sel__name">
          {selection.live ? <span className="slip-sel__live">{t('sports.live')}</span> : null}
          {selection.book === 'fcg' ? <span className="sb-badge sb-badge--gold sb-badge--xs">HR</span> : null}
          {selection.name}
        </span>
        <span className="slip-sel__market">{selection.marketName}</span>
        <span className="slip-sel__event">
          {selection.home} – {selection.away}
        </span>
      </div>
      <div className="slip-sel__side">
        <button
          type="button"
          className="slip-sel__remove"
          aria-label={t('sports.slip.remove', { name: selection.name })}
          onClick={() => removeSelection(selection.id)}
        >
          <CloseIcon size={14} />
        </button>
        <span
          className={`slip-sel__odds ${changed ? (selection.odds > selection.taken ? 'is-up' : 'is-down') : ''}`}
          data-testid="slip-odds"
        >
          {locked ? <LockIcon size={13} /> : null}
          {changed ? <s className="slip-sel__was">{formatOdds(selection.taken, locale)}</s> : null}
          {formatOdds(selection.odds, locale)}
        </span>
      </div>
    </li>
  );
}

/** The bet slip: selections, bet type, stake, figures, the odds preference and placing (docs/decisions/0220). */
export function BetSlip({ onClose, onView }: { onClose?: () => void; onView?: (view: SlipView) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useSlip();
  const { isLoggedIn } = useAuth();
  const [placing, setPlacing] = useState(false);
  const [stakeText, setStakeText] = useState<string | null>(null);
  // One request id per bet and submission: a retry of the same bet after a failure sends the same id.
  const pendingIds = useRef(new Map<string, string>());
  const limits = slipLimits(state);
  const figures = slipFigures(state, limits);
  const n = state.selections.length;
  const locale = currentLocale();
  const systems = systemChoices(n);
  const liveDelay = Math.max(
    0,
    ...state.selections
      .filter((s) => s.live)
      .map((s) => LIVE_BET_DELAY_SECONDS[sportById(s.sportId)?.key ?? 'football']),
  );

  const stakeShown = stakeText ?? String(state.stake).replace('.', locale === 'tr' ? ',' : '.');
  const onStake = (text: string) => {
    const clean = text.replace(/[^\d.,]/g, '').slice(0, 9);
    setStakeText(clean);
    const value = Number(clean.replace(',', '.'));
    if (Number.isFinite(value)) setStake(Math.floor(value * 100) / 100);
  };

  const place = async () => {
    if (!isLoggedIn) {
      openDialog('login');
      return;
    }
    if (figures.needsAcceptance) {
      acceptChanges();
      return;
    }
    if (figures.problem || placing) return;
    const snapshot = slipStore.get();
    const bets = betsOf(snapshot, () => '');
    setPlacing(true);
    let placed = 0;
    let pending = 0;
    try {
      for (const bet of bets) {
        const signature = JSON.stringify([bet.type, bet.system, bet.legs, bet.stake]);
        const requestId = pendingIds.current.get(signature) ?? newRequestId();
        pendingIds.current.set(signature, requestId);
        const result = await placeBet({ ...bet, requestId });
        pendingIds.current.delete(signature);
        placed += 1;
        if (result.bet.status === 'pending') pending += 1;
        updateSession({ balance: result.balance });
        for (const leg of bet.legs) if (bet.type === 'single') removeSelection(leg.selectionId);
      }
      if (snapshot.type !== 'single') clearSlip();
      void queryClient.invalidateQueries({ queryKey: sportsKeys.myBetsAll });
      toast.success(placed > 1 ? t('sports.slip.placedMany', { count: placed }) : t('sports.slip.placed'));
      if (pending > 0) toast.info(t('sports.slip.pending', { seconds: liveDelay }));
      onClose?.();
    } catch (error) {
      if (placed > 0) void queryClient.invalidateQueries({ queryKey: sportsKeys.myBetsAll });
      if (placed > 0) toast.success(t('sports.slip.placedMany', { count: placed }));
      toast.error(errorMessage(error));
    } finally {
      setPlacing(false);
    }
  };

  const problemText =
    figures.problem === 'minStake'
      ? t('sports.slip.minStake', { min: limits.minStake })
      : figures.problem === 'maxStake'
        ? t('sports.slip.maxStake', { max: limits.maxStake.toLocaleString('tr-TR') })
        : figures.problem
          ? t(`sports.slip.${figures.problem}`)
          : null;

  return (
    <section className="slip" aria-label={t('sports.slip.title')} data-testid="bet-slip">
      <header className="slip__head">
        {onView ? (
          <SlipTabs view="slip" onView={onView} count={n} />
        ) : (
          <>
            <ReceiptIcon size={18} />
            <h2 className="slip__title">{t('sports.slip.title')}</h2>
            {n > 0 ? <span className="slip__count">{n}</span> : null}
          </>
        )}
        <span className="slip__gap" />
        {n > 0 ? (
          <button type="button" className="slip__clear" onClick={clearSlip}>
            {t('sports.slip.clear')}
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className="slip__close" aria-label={t('sports.slip.close')} onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        ) : null}
      </header>

      {n === 0 ? (
        <div className="slip__empty">
          <ReceiptIcon size={34} />
          <strong>{t('sports.slip.empty')}</strong>
          <span>{t('sports.slip.emptyText')}</span>
        </div>
      ) : (
        <>
          <div className="slip__types" role="tablist">
            {(['single', 'combo', 'system'] as const).map((type) => {
              const disabled = (type === 'combo' && n < 2) || (type === 'system' && systems.length === 0);
              return (
                <button
                  key={type}
                  type="button"
                  role="tab"
                  aria-selected={state.type === type}
                  disabled={disabled}
                  className={`slip__type ${state.type === type ? 'is-active' : ''}`}
                  onClick={() => setSlipType(type)}
                >
                  {t(`sports.slip.${type}`)}
                </button>
              );
            })}
          </div>

          <ul className="slip__list">
            {state.selections.map((selection) => (
              <SelectionItem key={selection.id} selection={selection} />
            ))}
          </ul>

          {state.type === 'system' && systems.length > 0 ? (
            <label className="slip__field">
              <span>{t('sports.slip.systemPick')}</span>
              <select
                className="slip__select"
                value={state.system ?? ''}
                onChange={(e) => setSystem(e.target.value)}
                data-testid="system-select"
              >
                {systems.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.label} ({t('sports.slip.linesShort', { count: s.lines })})
                  </option>
                ))}
              </select>
            </label>
          ) : null}

          <div className="slip__stake">
            <label className="slip__field">
              <span>{state.type === 'combo' ? t('sports.slip.stake') : t('sports.slip.stakePerLine')}</span>
              <span className="slip__input">
                <span aria-hidden="true">₺</span>
                <input
                  inputMode="decimal"
                  value={stakeShown}
                  onChange={(e) => onStake(e.target.value)}
                  onBlur={() => setStakeText(null)}
                  aria-label={t('sports.slip.stake')}
                  data-testid="stake-input"
                />
              </span>
            </label>
            <div className="slip__quick">
              {QUICK_STAKES.map((amount) => (
                <button
                  key={amount}
                  type="button"
                  className={`slip__amount ${state.stake === amount ? 'is-active' : ''}`}
                  onClick={() => {
                    setStakeText(null);
                    setStake(amount);
                  }}
                >
                  {amount}
                </button>
              ))}
            </div>
          </div>

          <dl className="slip__figures">
            <div>
              <dt>{t('sports.slip.lines')}</dt>
              <dd data-testid="slip-lines">{figures.lines}</dd>
            </div>
            {figures.totalOdds !== null ? (
              <div>
                <dt>{t('sports.slip.totalOdds')}</dt>
                <dd data-testid="slip-total-odds">{formatOdds(figures.totalOdds, locale)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('sports.slip.totalStake')}</dt>
              <dd data-testid="slip-total-stake">{formatLira(figures.totalStakeKurus / 100)}</dd>
            </div>
            {figures.boostPercent > 0 ? (
              <div className="slip__boost">
                <dt>{t('sports.slip.boost', { percent: figures.boostPercent })}</dt>
                <dd>+{formatLira(figures.boostKurus / 100)}</dd>
              </div>
            ) : null}
            <div className="slip__payout">
              <dt>{state.type === 'system' ? t('sports.slip.maxPayout') : t('sports.slip.payout')}</dt>
              <dd data-testid="slip-payout">{formatLira(figures.payoutKurus / 100)}</dd>
            </div>
          </dl>

          <div className="slip__policy" role="radiogroup" aria-label={t('sports.slip.oddsPolicy')}>
            <span className="slip__policy-label">{t('sports.slip.oddsPolicy')}</span>
            <div className="slip__seg">
              {(
                [
                  ['none', 'acceptNone'],
                  ['higher', 'acceptHigher'],
                  ['any', 'acceptAny'],
                ] as [AcceptOdds, string][]
              ).map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={state.acceptOdds === value}
                  className={state.acceptOdds === value ? 'is-active' : ''}
                  onClick={() => setAcceptOdds(value)}
                >
                  {t(`sports.slip.${label}`)}
                </button>
              ))}
            </div>
          </div>

          {problemText ? <p className="slip__problem">{problemText}</p> : null}
          {liveDelay > 0 && !problemText ? (
            <p className="slip__note">{t('sports.slip.liveDelay', { seconds: liveDelay })}</p>
          ) : null}

          <Button
            variant={figures.needsAcceptance ? 'gold' : 'primary'}
            size="lg"
            block
            isLoading={placing}
            disabled={!figures.needsAcceptance && figures.problem !== null && isLoggedIn}
            onClick={() => void place()}
            data-testid="place-bet"
          >
            {figures.needsAcceptance
              ? t('sports.slip.acceptChanges')
              : state.type === 'single' && n > 1
                ? t('sports.slip.placeCount', { count: n })
                : t('sports.slip.place')}
          </Button>
        </>
      )}
    </section>
  );
}
