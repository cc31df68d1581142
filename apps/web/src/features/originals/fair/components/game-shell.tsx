import '../fair-texts';
import { FAIR_HOUSE_EDGE_PERCENT, type FairGame } from '@kasa/contract/fair';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ShieldIcon } from '../../../../components/ui/icons';
import { Spinner } from '../../../../components/ui/spinner';
import { formatLira } from '../../../../lib/format';
import type { FairGameState } from '../hooks/use-fair-game';
import { FairnessPanel } from './fairness-panel';

/**
 * The frame of both game clients: brand, balance and the Fairness button on top, the game below; the loading and
 * ended-session states in its place. Fills the game iframe (no site layout around it).
 */
export function GameShell({
  game,
  title,
  logo,
  state,
  canRotate,
  children,
}: {
  game: FairGame;
  title: string;
  logo: ReactNode;
  state: FairGameState;
  /** False while a Mines round is open (rotating would reveal its mines). */
  canRotate: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const { load, balance } = state;

  return (
    <div className={`fair-game fair-game--${game}`} data-testid={`fair-${game}`}>
      <header className="fair-top">
        <div className="fair-top__brand">
          <span className="fair-top__logo">{logo}</span>
          <div className="fair-top__titles">
            <h1 className="fair-top__title">{title}</h1>
            <span className="fair-badge">{t('fair.common.rtp', { rtp: 100 - FAIR_HOUSE_EDGE_PERCENT })}</span>
          </div>
        </div>
        <div className="fair-top__right">
          <div className="fair-balance" aria-live="polite">
            <span className="fair-balance__label">{t('fair.common.balance')}</span>
            <strong className="fair-balance__value" data-testid="fair-balance">
              {load.status === 'ready' ? formatLira(balance.balance) : '—'}
            </strong>
            {balance.bonusBalance > 0 ? (
              <span className="fair-balance__bonus">
                +{formatLira(balance.bonusBalance)} {t('fair.common.bonus')}
              </span>
            ) : null}
          </div>
          <button
            type="button"
            className="fair-top__fair"
            onClick={() => setFairnessOpen(true)}
            disabled={load.status !== 'ready'}
            aria-label={t('fair.common.fairness')}
            data-testid="fair-open-fairness"
          >
            <ShieldIcon size={18} />
            <span>{t('fair.common.fairness')}</span>
          </button>
        </div>
      </header>

      {load.status === 'loading' ? (
        <div className="fair-status">
          <Spinner size={32} />
          <span>{t('fair.common.loading')}</span>
        </div>
      ) : load.status === 'error' ? (
        <div className="fair-status fair-status--error" role="alert">
          <span>{load.ended ? t('fair.common.sessionEnded') : load.message}</span>
          {load.ended ? null : (
            <Button variant="secondary" onClick={() => void state.reload()}>
              {t('fair.common.retry')}
            </Button>
          )}
        </div>
      ) : (
        <main className="fair-body">{children}</main>
      )}

      {fairnessOpen ? (
        <FairnessPanel
          game={game}
          state={state}
          canRotate={canRotate}
          onClose={() => setFairnessOpen(false)}
        />
      ) : null}
    </div>
  );
}
