import { useTranslation } from 'react-i18next';
import { SparkIcon } from '../../../components/ui/icons';
import { formatLira } from '../../../lib/format';
import { useJackpotCards, useQuestJackpot } from '../api/home';
import {
  amusnetJackpotCards,
  egtJackpotCards,
  questJackpotAmount,
  type JackpotCardView,
} from '../utils/jackpots';

const SUITS = ['♣', '♦', '♥', '♠'];

/**
 * Jackpots (spec §3): EGT cards (Clover Chance, High Cash), Amusnet cards, and the quest jackpot unless it is 14000.
 * The cards come with the bootstrap and their values stay current through `cms/jackpots` (useJackpotCards).
 */
export function Jackpots() {
  const { t } = useTranslation();
  const jackpots = useJackpotCards();
  const quest = useQuestJackpot();
  const cards: JackpotCardView[] = [
    ...egtJackpotCards(jackpots?.egtJackpotCards),
    ...amusnetJackpotCards(jackpots?.jackpotCards),
  ];
  const questAmount = questJackpotAmount(quest.data);
  if (cards.length === 0 && questAmount === null) return null;
  return (
    <section className="home-section" aria-labelledby="home-jackpots" data-testid="home-jackpots">
      <div className="home-section__head">
        <h2 className="section-title home-section__title" id="home-jackpots">
          <span className="icon-tile home-section__icon home-section__icon--gold" aria-hidden="true">
            <SparkIcon size={18} />
          </span>
          {t('content.home.jackpots')}
        </h2>
      </div>
      <ul className="jackpot-grid">
        {cards.map((card) => (
          <li key={card.key} className="jackpot-card" data-testid="jackpot-card" data-title={card.title}>
            <h3 className="jackpot-card__title">{card.title}</h3>
            <p className="jackpot-card__top">
              {formatLira(Math.max(0, ...card.levels.map((level) => level.amount)))}
            </p>
            <ol className="jackpot-card__levels">
              {card.levels.map((level, index) => (
                <li key={`${level.name}-${index}`} className={`jackpot-level jackpot-level--${index}`}>
                  <span className="jackpot-level__suit" aria-hidden="true">
                    {SUITS[index]}
                  </span>
                  <span className="jackpot-level__name">{level.name}</span>
                  <span className="jackpot-level__amount">{formatLira(level.amount)}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
        {questAmount !== null ? (
          <li className="jackpot-card jackpot-card--quest" data-testid="jackpot-quest">
            <h3 className="jackpot-card__title">{t('content.home.questJackpot')}</h3>
            <p className="jackpot-card__top">{formatLira(questAmount)}</p>
            <p className="jackpot-card__note">{t('content.home.questText')}</p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
