import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroArt, TileArt, type TileArtKind } from '../../../components/art/art';
import { Button } from '../../../components/ui/button';
import { ChevronRightIcon, GiftIcon, LockIcon, ChatIcon, SparkIcon } from '../../../components/ui/icons';
import { openDialog } from '../../../lib/dialogs';
import { formatLira } from '../../../lib/format';
import { useAuth } from '../../../lib/session';

const CATEGORIES: Array<{ kind: TileArtKind; title: string; text: string; to: string }> = [
  { kind: 'sports', title: 'nav.sports', text: 'home.sportsText', to: '/spor' },
  { kind: 'live', title: 'nav.liveCasino', text: 'home.liveCasinoText', to: '/casino/live' },
  { kind: 'slots', title: 'nav.slots', text: 'home.slotsText', to: '/casino/slot' },
  { kind: 'aviator', title: 'nav.aviator', text: 'home.aviatorText', to: '/casino/games?search=Aviator' },
];

/** The welcome page. Later issues add the banner carousel, jackpots and game rows. */
export function HomePage() {
  const { t } = useTranslation();
  const { isLoggedIn, username, balance } = useAuth();
  return (
    <div className="home">
      <section className="hero">
        <HeroArt className="hero__art" />
        <div className="hero__copy">
          {isLoggedIn ? (
            <>
              <p className="hero__eyebrow">
                {t('header.balance')}: {formatLira(balance)}
              </p>
              <h1 className="hero__title">{t('home.heroSignedIn', { name: username ?? '' })}</h1>
              <p className="hero__text">{t('home.heroSignedInText')}</p>
              <div className="hero__actions">
                <Link className="btn btn--primary btn--lg" to="/dashboard/deposit">
                  <span className="btn__label">{t('header.deposit')}</span>
                </Link>
                <Link className="btn btn--secondary btn--lg" to="/casino/live">
                  <span className="btn__label">{t('home.heroCtaSecondary')}</span>
                </Link>
              </div>
            </>
          ) : (
            <>
              <p className="hero__eyebrow">{t('home.heroEyebrow')}</p>
              <h1 className="hero__title">{t('home.heroTitle')}</h1>
              <p className="hero__text">{t('home.heroText')}</p>
              <div className="hero__actions">
                <Button size="lg" onClick={() => openDialog('register')}>
                  {t('home.heroCta')}
                </Button>
                <Link className="btn btn--secondary btn--lg" to="/casino/live">
                  <span className="btn__label">{t('home.heroCtaSecondary')}</span>
                </Link>
              </div>
            </>
          )}
          <ul className="hero__trust">
            <li>
              <SparkIcon size={16} />
              {t('home.trust1')}
            </li>
            <li>
              <LockIcon size={16} />
              {t('home.trust2')}
            </li>
            <li>
              <ChatIcon size={16} />
              {t('home.trust3')}
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-categories">
        <h2 className="section-title" id="home-categories">
          {t('home.categories')}
        </h2>
        <ul className="category-grid">
          {CATEGORIES.map((category) => (
            <li key={category.kind}>
              <Link to={category.to} className="category-tile">
                <TileArt kind={category.kind} className="category-tile__art" />
                <span className="category-tile__body">
                  <span className="category-tile__title">
                    {t(category.title)}
                    <ChevronRightIcon size={18} />
                  </span>
                  <span className="category-tile__text">{t(category.text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="promo-teaser" aria-labelledby="home-promotions">
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
      </section>
    </div>
  );
}
