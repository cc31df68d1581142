import { cardRank, cardSuit } from '@kasa/contract/baccarat-rules';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A playing card drawn in SVG (face up), 60×84 units; `delayMs` staggers its deal animation. */
export function PlayingCard({
  card,
  label,
  sideways = false,
}: {
  card: number;
  label: string;
  sideways?: boolean;
}) {
  const rank = RANKS[cardRank(card) - 1];
  const suit = SUITS[cardSuit(card)];
  const red = cardSuit(card) === 1 || cardSuit(card) === 2;
  return (
    <svg
      viewBox="0 0 60 84"
      className={`bc-card${red ? ' is-red' : ''}${sideways ? ' is-sideways' : ''}`}
      role="img"
      aria-label={label}
      data-card={`${rank}${suit}`}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="bc-card__face" />
      <text x="7" y="19" className="bc-card__rank">
        {rank}
      </text>
      <text x="8" y="32" className="bc-card__pip">
        {suit}
      </text>
      <text x="30" y="58" textAnchor="middle" className="bc-card__big">
        {suit}
      </text>
      <text x="53" y="77" textAnchor="end" className="bc-card__rank bc-card__rank--low">
        {rank}
      </text>
    </svg>
  );
}
