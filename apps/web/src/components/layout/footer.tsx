import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLiveChatConfigured, openLiveChat, socialLinks } from '../../lib/settings';
import { ArrowUpIcon, ChatIcon, InstagramIcon, TelegramIcon, XIcon } from '../ui/icons';
import { Logo } from '../ui/logo';

export function Footer() {
  const { t } = useTranslation();
  const links = socialLinks();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="footer__licence">{t('footer.licence')}</p>
          <div className="footer__social">
            <a
              className="icon-button icon-button--soft"
              href={links.telegram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.telegram')}
            >
              <TelegramIcon size={18} />
            </a>
            <a
              className="icon-button icon-button--soft"
              href={links.twitter}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.twitter')}
            >
              <XIcon size={18} />
            </a>
            <a
              className="icon-button icon-button--soft"
              href={links.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.instagram')}
            >
              <InstagramIcon size={18} />
            </a>
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
        <nav className="footer__col" aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to="/pages/3">{t('nav.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/pages">{t('nav.contents')}</Link>
            </li>
            {isLiveChatConfigured() ? (
              <li>
                <button type="button" className="footer__link-button" onClick={openLiveChat}>
                  <ChatIcon size={16} /> {t('header.liveChat')}
                </button>
              </li>
            ) : null}
          </ul>
          <p className="footer__muted">{t('footer.supportText')}</p>
        </nav>
        <div className="footer__col footer__responsible">
          <h2>{t('footer.responsible')}</h2>
          <div className="footer__age">
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            <p>{t('footer.responsibleText')}</p>
          </div>
        </div>
      </div>
      <div className="footer__bottom">
        <p>{t('footer.copyright')}</p>
        <button
          type="button"
          className="back-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon size={16} />
          {t('common.backToTop')}
        </button>
      </div>
    </footer>
  );
}
