import { formatOdds } from '@kasa/contract/sports';
import { sportsRoom } from '@kasa/contract/sports-api';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ReceiptIcon } from '../../../components/ui/icons';
import { formatLira } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSportsRooms } from '../hooks/use-sports-live';
import { slipFigures, useSlip } from '../utils/slip-store';
import { createStore, useStore } from '../../../lib/create-store';
import { BetSlip, SlipTabs, slipLimits, type SlipView } from './bet-slip';
import { MyBets } from './my-bets';

/** Width from which the slip is a right column beside the list; below it is a bottom sheet. */
export const SLIP_COLUMN_MIN_PX = 1200;

/** The slip's selections stay live on every sports page: their events' rooms are joined. */
function useSlipRooms() {
  const slip = useSlip();
  useSportsRooms(slip.selections.map((s) => sportsRoom.event(s.eventId)));
}

function SlipBar({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const slip = useSlip();
  const figures = slipFigures(slip, slipLimits(slip));
  const n = slip.selections.length;
  if (n === 0) return null;
  return (
    <button type="button" className="slip-bar" onClick={onOpen} aria-haspopup="dialog" data-testid="slip-bar">
      <span className="slip-bar__icon">
        <ReceiptIcon size={20} />
        <span className="slip-bar__badge" data-testid="slip-badge">
          {n}
        </span>
      </span>
      <span className="slip-bar__text">
        <strong>{t('sports.slip.title')}</strong>
        <span>{t(`sports.slip.${slip.type}`)}</span>
      </span>
      <span className="slip-bar__gap" />
      {figures.totalOdds !== null ? (
        <span className="slip-bar__odds">{formatOdds(figures.totalOdds, currentLocale())}</span>
      ) : null}
      <span className="slip-bar__payout">{formatLira(figures.payoutKurus / 100)}</span>
    </button>
  );
}

/** Which tab of the slip is shown; kept while the player moves between sports pages. */
export const slipViewStore = createStore<SlipView>('slip');

/** The slip column or sheet: the bet slip, or the player's bets in its second tab. */
function SlipPanel({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const view = useStore(slipViewStore);
  const slip = useSlip();
  if (view === 'slip') return <BetSlip onClose={onClose} onView={slipViewStore.set} />;
  return (
    <section className="slip slip--mybets" aria-label={t('sports.mybets.title')} data-testid="slip-mybets">
      <header className="slip__head">
        <SlipTabs view="mybets" onView={slipViewStore.set} count={slip.selections.length} />
        <span className="slip__gap" />
        {onClose ? (
          <button type="button" className="slip__close" aria-label={t('sports.slip.close')} onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        ) : null}
      </header>
      <MyBets compact />
    </section>
  );
}

/** A sports page with the bet slip: a right column on wide screens, a bar and bottom sheet on phones and tablets. */
export function SportsShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${SLIP_COLUMN_MIN_PX}px)`);
  const [sheetWanted, setSheetOpen] = useState(false);
  // Widening the window past the breakpoint turns the sheet into the column.
  const sheetOpen = sheetWanted && !wide;
  useSlipRooms();
  useEffect(() => {
    if (!sheetOpen) return;
    document.body.classList.add('has-drawer');
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setSheetOpen(false);
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('has-drawer');
      window.removeEventListener('keydown', onKey);
    };
  }, [sheetOpen]);
  return (
    <div className={`sb ${wide ? 'sb--wide' : 'sb--narrow'}`}>
      <div className="sb__main">{children}</div>
      {wide ? (
        <aside className="sb__slip">
          <SlipPanel />
        </aside>
      ) : (
        <>
          {!sheetOpen ? <SlipBar onOpen={() => setSheetOpen(true)} /> : null}
          {sheetOpen ? (
            <div className="slip-sheet" data-testid="slip-sheet">
              <button
                type="button"
                className="slip-sheet__backdrop"
                aria-hidden="true"
                tabIndex={-1}
                onClick={() => setSheetOpen(false)}
              />
              <div
                className="slip-sheet__panel"
                role="dialog"
                aria-modal="true"
                aria-label={t('sports.slip.title')}
              >
                <span className="slip-sheet__grip" aria-hidden="true" />
                <SlipPanel onClose={() => setSheetOpen(false)} />
              </div>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
