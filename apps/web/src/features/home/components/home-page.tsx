import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TileArt, type TileArtKind } from '../../../components/art/art';
import { ChevronRightIcon, GiftIcon, SlotIcon, StarIcon } from '../../../components/ui/icons';
import { useBootstrap } from '../../../lib/bootstrap';
import { openPromotion } from '../../../lib/promotion-dialog';
import { DEFAULT_SLIDER_SLUG, selectSliderSlug } from '../../../lib/slider';
import { useFeaturedGames, useHomePromotions, useNewGames } from '../api/home';
import { BannerCarousel } from './banner-carousel';
import { GameRow } from './game-row';
import { Jackpots } from './jackpots';
import { TopBanner } from './top-banner';

const SECTIONS: Array<{ kind: TileArtKind; title: string; text: string; to: string }> = [
  { kind: 'sports', title: 'nav.sports', text: 'home.sportsText', to: '/spor' },
  { kind: 'live', title: 'nav.liveCasino', text: 'home.liveCasinoText', to: '/casino/live' },
  { kind: 'slots', title: 'nav.slots', text: 'home.slotsText', to: '/casino/slot' },
  { kind: 'aviator', title: 'nav.aviator', text: 'home.aviatorText', to: '/casino/games' },
];

const LOBBY_PAGES = ['live', 'slot', 'bingo', 'games', 'tvbets'];

/**
 * Home `/`: the top banner (domain notice), the banner carousel, the site's sections, featured games, jackpots, new
 * games, the casino categories and a promotions teaser.
 */
export function HomePage() {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const featured = useFeaturedGames();
  const fresh = useNewGames();

  useEffect(() => {
    selectSliderSlug(DEFAULT_SLIDER_SLUG);
  }, []);

  // New games already in the featured row are left out when enough others remain, so the rows differ.
  const featuredCodes = new Set((featured ?? []).map((game) => game.gameCode));
  const newOnly = fresh?.filter((game) => !featuredCodes.has(game.gameCode));
  const newGames = newOnly && newOnly.length >= 4 ? newOnly : fresh;

  const categories = (bootstrap?.casinoCategoryList ?? []).filter((category) =>
    category.slugList.some((slug) => LOBBY_PAGES.includes(slug)),
  );

  return (
    <div className="home">
      <TopBanner />
      <BannerCarousel />

      <section aria-labelledby="home-categories">
        <h2 className="visually-hidden" id="home-categories">
          {t('home.categories')}
        </h2>
        <ul className="category-grid">
          {SECTIONS.map((section) => (
            <li key={section.kind}>
              <Link to={section.to} className="category-tile">
                <TileArt kind={section.kind} className="category-tile__art" />
                <span className="category-tile__body">
                  <span className="category-tile__title">
                    {t(section.title)}
                    <ChevronRightIcon size={18} />
                  </span>
                  <span className="category-tile__text">{t(section.text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <GameRow
        id="home-featured"
        title={t('content.home.featured')}
        icon={<StarIcon size={18} />}
        games={featured}
        isLoading={featured === undefined}
        moreTo="/casino/slot"
      />

      <Jackpots />

      <GameRow
        id="home-new"
        title={t('content.home.newGames')}
        icon={<SlotIcon size={18} />}
        games={newGames}
        isLoading={fresh === undefined}
        moreTo="/casino/slot"
      />

      {categories.length > 0 ? (
        <section className="home-section" aria-labelledby="home-casino-categories">
          <div className="home-section__head">
            <h2 className="section-title home-section__title" id="home-casino-categories">
              {t('content.home.casinoCategories')}
            </h2>
          </div>
          <ul className="casino-category-grid">
            {categories.map((category) => {
              const page = category.slugList.find((slug) => LOBBY_PAGES.includes(slug))!;
              return (
                <li key={category.id}>
                  <Link to={`/casino/${page}`} className="casino-category" data-testid="home-category">
                    {category.imageUrl ? (
                      <img className="casino-category__image" src={category.imageUrl} alt="" loading="lazy" />
                    ) : null}
                    <span className="casino-category__name">{category.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <PromotionsTeaser />
    </div>
  );
}

function PromotionsTeaser() {
  const { t } = useTranslation();
  const promotions = useHomePromotions();
  const list = (promotions.data ?? []).slice(0, 3);
  return (
    <section className="home-section" aria-labelledby="home-promotions">
      <div className="promo-teaser">
        <span className="promo-teaser__icon" aria-hidden="true">
          <GiftIcon size={30} />
        </span>
        <div className="promo-teaser__text">
          <h2 id="home-promotions">{t('home.promotionsTitle')}</h2>
          <p>{t('home.promotionsText')}</p>
        </div>
        <Link to="/promotions" className="btn btn--gold btn--md">
          <span className="btn__label">{t('home.promotionsCta')}</span>
        </Link>
      </div>
      {list.length > 0 ? (
        <ul className="home-promos">
          {list.map((promotion) => {
            const image = promotion.images.find((candidate) => candidate.type === 1) ?? promotion.images[0];
            return (
              <li key={promotion.id}>
                <button
                  type="button"
                  className="home-promo"
                  data-testid="home-promotion"
                  onClick={() => openPromotion(promotion)}
                >
                  {image ? <img src={image.url} alt="" loading="lazy" /> : null}
                  <span className="home-promo__text">
                    <span className="home-promo__title">{promotion.title}</span>
                    <span className="home-promo__summary">{promotion.summary}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
