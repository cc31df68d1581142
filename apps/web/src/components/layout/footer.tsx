import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBootstrap } from '../../lib/bootstrap';
import { openLiveChat, useFooterLinks, useSocialLinks, useSupportContacts } from '../../lib/settings';
import { ArrowUpIcon, ChatIcon, InstagramIcon, ShieldIcon, TelegramIcon, XIcon } from '../ui/icons';
import { Logo } from '../ui/logo';

/** Spec §3: the footer shows 16 game provider logos. */
const PROVIDER_LOGOS_SHOWN = 16;

/**
 * Footer of spec §2: one link per content item (bootstrap categoryList), two support contacts each on a messaging
 * app and a chat app, the licence-verification and game-supplier links (all new windows), 16 provider logos (not on
 * extra-small screens), copyright 2024 and back to top.
 */
const SOCIAL_LINKS = [
  { key: 'telegram', Icon: TelegramIcon },
  { key: 'twitter', Icon: XIcon },
  { key: 'instagram', Icon: InstagramIcon },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const social = useSocialLinks();
  const contacts = useSupportContacts();
  const { licenseVerification, gameSupplier } = useFooterLinks();
  const categories = (bootstrap?.categoryList ?? []).filter((category) => category.contentList.length > 0);
  const logos = (bootstrap?.providerLogos ?? []).slice(0, PROVIDER_LOGOS_SHOWN);

  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="footer__licence">{t('footer.licence')}</p>
          <div className="footer__trust">
            {licenseVerification ? (
              <a
                className="footer__trust-link"
                href={licenseVerification}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="footer-license"
              >
                <ShieldIcon size={18} />
                {t('content.footer.licenseVerification')}
              </a>
            ) : null}
            {gameSupplier ? (
              <a
                className="footer__trust-link"
                href={gameSupplier}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="footer-supplier"
              >
                {t('content.footer.gameSupplier')}
              </a>
            ) : null}
          </div>
          <div className="footer__social">
            {SOCIAL_LINKS.map(({ key, Icon }) => (
              <a
                key={key}
                className="icon-button icon-button--soft"
                href={social[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`footer.${key}`)}
              >
                <Icon size={18} />
              </a>
            ))}
          </div>
        </div>

        <nav className="footer__col" aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t('footer.explore')}</h2>
          <ul>
            <li>
              <Link to="/spor">{t('nav.sports')}</Link>
            </li>
            <li>
              <Link to="/livespor">{t('nav.liveBettings')}</Link>
            </li>
            <li>
              <Link to="/casino/live">{t('nav.liveCasino')}</Link>
            </li>
            <li>
              <Link to="/casino/slot">{t('nav.slots')}</Link>
            </li>
            <li>
              <Link to="/promotions">{t('nav.promotions')}</Link>
            </li>
          </ul>
        </nav>

        {categories.map((category) => (
          <nav
            key={category.id}
            className="footer__col"
            aria-labelledby={`footer-category-${category.id}`}
            data-testid="footer-category"
          >
            <h2 id={`footer-category-${category.id}`}>{category.title}</h2>
            <ul>
              {category.contentList.map((item) => (
                <li key={item.id}>
                  <Link to={`/pages/${item.id}`} data-testid="footer-content-link" data-id={item.id}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="footer__contact">
        <section className="footer__support" aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul className="footer__support-links">
            {contacts.map((contact) => (
              <li key={contact.key}>
                <a
                  className={`pill-button support-link support-link--pill support-link--${contact.app}`}
                  href={contact.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="footer-support"
                  data-app={contact.app}
                >
                  {t(`content.support.${contact.app}`, { number: contact.number })}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="pill-button support-link support-link--pill"
                onClick={openLiveChat}
              >
                <ChatIcon size={16} /> {t('header.liveChat')}
              </button>
            </li>
          </ul>
          <p className="footer__muted">{t('footer.supportText')}</p>
        </section>
        <section className="footer__responsible" aria-labelledby="footer-responsible">
          <h2 id="footer-responsible">{t('footer.responsible')}</h2>
          <div className="footer__age">
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            <p>{t('footer.responsibleText')}</p>
          </div>
          <Link
            className="footer__responsible-link"
            to="/dashboard/responsible-gaming"
            data-testid="footer-rg"
          >
            {t('footer.responsibleLink')}
          </Link>
        </section>
      </div>

      {logos.length > 0 ? (
        <div className="footer__providers" aria-label={t('content.footer.providers')} role="group">
          <ul>
            {logos.map((logo) => {
              const image = (
                <img
                  src={logo.url}
                  alt={logo.name}
                  title={logo.name}
                  width={120}
                  height={34}
                  loading="lazy"
                  data-testid="provider-logo"
                />
              );
              // A provider with live games opens its lobby; the others say they are coming (docs/decisions/0350).
              return logo.lobbyPath ? (
                <li key={logo.name}>
                  <Link to={logo.lobbyPath} className="footer__provider-link" data-testid="provider-link">
                    {image}
                  </Link>
                </li>
              ) : (
                <li key={logo.name} className="footer__provider--soon" data-testid="provider-soon">
                  {image}
                  <span className="footer__soon">{t('content.footer.comingSoon')}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      <div className="footer__bottom">
        <p>{t('footer.copyright')}</p>
        <button
          type="button"
          className="pill-button back-to-top"
          data-testid="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon size={16} />
          {t('common.backToTop')}
        </button>
      </div>
    </footer>
  );
}
