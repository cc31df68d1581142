import '../sports-texts';
import { formatOdds, MARKET_TYPES, type SportsBook } from '@kasa/contract/sports';
import type { SportsMarket, SportsSelection } from '@kasa/contract/sports-api';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/ui/icons';
import { currentLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { LiveEvent } from '../api/sports-api';
import { isSelected, toggleSelection, useSlip } from '../utils/slip-store';

/** The short label of an outcome on its button ('1', 'X', 'Üst', '2-1'). */
export function outcomeLabel(market: Pick<SportsMarket, 'key'>, outcome: string): string {
  const def = MARKET_TYPES[market.key];
  return def.outcomes(undefined).find((o) => o.id === outcome)?.label[currentLocale()] ?? outcome;
}

type Flash = 'up' | 'down' | null;

/** Remembers the last price: a move shows as a green (up) or red (down) flash for two seconds. */
function useFlash(odds: number | null): Flash {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<Flash>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === null || odds === null || before === odds) return;
    setFlash(odds > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), 2000);
    return () => clearTimeout(timer);
  }, [odds]);
  return flash;
}

/**
 * One price: tap to add it to the slip (again to remove). A suspended market or a price not offered shows a lock.
 * `label` is the outcome's short label; `wide` lays label and price side by side (event page).
 */
export const OddsButton = memo(function OddsButton({
  event,
  market,
  selection,
  book,
  label,
  showLabel = false,
}: {
  event: LiveEvent;
  market: SportsMarket;
  selection: SportsSelection;
  book: SportsBook;
  label?: string;
  showLabel?: boolean;
}) {
  const { t } = useTranslation();
  const slip = useSlip();
  const flash = useFlash(selection.odds);
  const locked = market.status !== 'active' || selection.odds === null;
  const selected = isSelected(slip, selection.id);
  const text = label ?? outcomeLabel(market, selection.outcome);
  const onClick = () => {
    if (locked || selection.odds === null) return;
    const result = toggleSelection({
      id: selection.id,
      eventId: event.id,
      sportId: event.sportId,
      book,
      home: event.home,
      away: event.away,
      marketId: market.id,
      marketName: market.name,
      name: selection.name,
      odds: selection.odds,
      status: 'active',
      live: event.live,
    });
    if (result === 'full') toast.warning(t('sports.slip.tooMany'));
  };
  return (
    <button
      type="button"
      className={`odds ${selected ? 'odds--on' : ''} ${flash ? `odds--${flash}` : ''} ${locked ? 'odds--locked' : ''} ${showLabel ? 'odds--labelled' : ''}`}
      aria-pressed={selected}
      disabled={locked}
      onClick={onClick}
      data-testid="odds"
      data-selection={selection.id}
    >
      {/* The name comes from the content, "Draw 2,98": the short label on screen ("X") stands for the full name read
          out, so what is shown and what is announced never disagree (axe label-content-name-mismatch). */}
      {showLabel ? (
        <span className="odds__label" aria-hidden="true">
          {text}
        </span>
      ) : null}
      <span className="visually-hidden">{`${selection.name} `}</span>
      <span className="odds__price">
        {locked ? (
          <>
            <LockIcon size={13} />
            <span className="visually-hidden">{t('sports.suspended')}</span>
          </>
        ) : (
          formatOdds(selection.odds!, currentLocale())
        )}
        {flash ? <span className={`odds__arrow odds__arrow--${flash}`} aria-hidden="true" /> : null}
      </span>
    </button>
  );
});
