import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLira } from '../../../lib/format';

/**
 * A live table's top bar and banners: the brand with the limits line, the rules (the game's own paragraphs, then the
 * fairness text and the verify page's link), the balance; below it the session-lost and reconnecting banners.
 * `prefix` is the table's class family (`rt` roulette, `bc` baccarat/blackjack), `ns` its texts and test ids.
 */
export function TableTop(props: {
  prefix: 'rt' | 'bc';
  ns: 'roulette' | 'baccarat' | 'blackjack';
  limitsLine: string;
  rules: ReactNode;
  verifyText: string;
  balance: number | null;
  sessionLost: boolean;
  reconnecting: boolean;
}) {
  const { t } = useTranslation();
  const { prefix: p, ns } = props;
  return (
    <>
      <header className={`${p}-top`}>
        <div className={`${p}-top__brand`}>
          <span className={`${p}-live`} aria-hidden="true" />
          <span>
            Kasa <em>{t(`${ns}.title`)}</em>
          </span>
          <small className={`${p}-top__limits`}>{props.limitsLine}</small>
        </div>
        <div className={`${p}-top__right`}>
          <details className={`${p}-rules`}>
            <summary>{t(`${ns}.rules`)}</summary>
            <div className={`${p}-rules__body`} data-testid={`${ns}-rules`}>
              {props.rules}
              <p>{t(`${ns}.fairText`)}</p>
              <Link to={`/provably-fair/${ns}`} target="_blank" rel="noreferrer">
                {props.verifyText}
              </Link>
            </div>
          </details>
          <div className={`${p}-top__balance`} data-testid={`${ns}-balance`}>
            <small>{t(`${ns}.balance`)}</small>
            <strong>{props.balance === null ? '—' : formatLira(props.balance)}</strong>
          </div>
        </div>
      </header>
      {props.sessionLost && <div className={`${p}-banner ${p}-banner--error`}>{t(`${ns}.sessionLost`)}</div>}
      {props.reconnecting && <div className={`${p}-banner`}>{t(`${ns}.reconnecting`)}</div>}
    </>
  );
}
