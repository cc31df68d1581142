import { formatOdds } from '@kasa/contract/sports';
import { sportsRoom } from '@kasa/contract/sports-api';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '../../../components/ui/icons';
import { formatLira } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSportsRooms } from '../hooks/use-sports-live';
import { slipFigures, useSlip } from '../utils/slip-store';
import { BetSlip, slipLimits } from './bet-slip';

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
    <button
      type="button"
      className="slip-bar"
      onClick={onOpen}
      aria-label={t('sports.slip.open')}
      data-testid="slip-bar"
    >
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

/** A sports page with the bet slip: a right column on wide screens, a bar and bottom sheet on phones and tablets. */
export function SportsShell({ children }: { children: ReactNode }) {
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
          <BetSlip />
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
              <div className="slip-sheet__panel" role="dialog" aria-modal="true">
                <span className="slip-sheet__grip" aria-hidden="true" />
                <BetSlip onClose={() => setSheetOpen(false)} />
              </div>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
