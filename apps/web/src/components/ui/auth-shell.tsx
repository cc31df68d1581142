import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthArt } from '../art/art';
import { CheckIcon } from './icons';
import { Logo } from './logo';

/**
 * The full-screen, primary-style layout of the login, register and recovery dialogs (spec §2): generated art on
 * the side (hidden on small screens) and a form column of at most 400 px (`wide` for the register form).
 */
export function AuthShell({ children, isWide = false }: { children: ReactNode; isWide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <div className="auth-shell__art">
        <AuthArt className="auth-shell__art-image" />
        <div className="auth-shell__art-copy">
          <Logo />
          <p className="auth-shell__art-title">{t('auth.artTitle')}</p>
          <p className="auth-shell__art-text">{t('auth.artText')}</p>
          <ul className="auth-shell__points">
            {(['artPoint1', 'artPoint2', 'artPoint3'] as const).map((key) => (
              <li key={key}>
                <span className="auth-shell__tick" aria-hidden="true">
                  <CheckIcon size={14} />
                </span>
                {t(`auth.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="auth-shell__column">
        <div className={`auth-shell__form ${isWide ? 'auth-shell__form--wide' : ''}`}>
          <div className="auth-shell__mobile-logo">
            <Logo />
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
