import '../fair-texts';
import { CLIENT_SEED_PATTERN, type FairGame, type RevealedSeed } from '@kasa/contract/fair';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CloseIcon, ShieldIcon } from '../../../../components/ui/icons';
import { formatDateTime } from '../../../../lib/format';
import type { FairGameState } from '../hooks/use-fair-game';
import { verifyHref } from '../utils/verify-link';

/** The Fairness drawer: the committed hash, the client seed, the nonce, rotation and the revealed seeds. */
export function FairnessPanel({
  game,
  state,
  canRotate,
  onClose,
}: {
  game: FairGame;
  state: FairGameState;
  canRotate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { seed, previousSeeds } = state;
  const [draft, setDraft] = useState<string | null>(null);
  const clientSeed = draft ?? seed?.clientSeed ?? '';
  const [busy, setBusy] = useState<'seed' | 'rotate' | null>(null);
  const [copied, setCopied] = useState(false);
  const seedValid = CLIENT_SEED_PATTERN.test(clientSeed);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  async function copyHash() {
    if (!seed) return;
    try {
      await navigator.clipboard.writeText(seed.serverSeedHash);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // Clipboard refused (permissions): the hash stays selectable on screen.
    }
  }

  return (
    <div className="fair-drawer" role="dialog" aria-modal="true" aria-labelledby="fair-drawer-title">
      <button
        type="button"
        className="fair-drawer__backdrop"
        aria-label={t('fair.fairness.close')}
        onClick={onClose}
      />
      <section className="fair-drawer__panel" data-testid="fairness-panel">
        <header className="fair-drawer__head">
          <ShieldIcon size={22} />
          <h2 id="fair-drawer-title">{t('fair.fairness.title')}</h2>
          <button
            type="button"
            className="fair-icon-btn"
            onClick={onClose}
            aria-label={t('fair.fairness.close')}
          >
            <CloseIcon size={20} />
          </button>
        </header>
        <p className="fair-drawer__intro">{t('fair.fairness.intro')}</p>

        <div className="fair-kv">
          <span className="fair-kv__label">{t('fair.fairness.serverHash')}</span>
          <div className="fair-kv__value fair-mono fair-copy">
            <code data-testid="fair-server-hash">{seed?.serverSeedHash}</code>
            <button type="button" className="fair-chip-btn" onClick={() => void copyHash()}>
              {copied ? t('fair.fairness.copied') : t('fair.fairness.copy')}
            </button>
          </div>
        </div>

        <form
          className="fair-kv"
          onSubmit={(event) => {
            event.preventDefault();
            if (!seedValid || busy) return;
            setBusy('seed');
            void state
              .changeClientSeed(clientSeed)
              .then((saved) => {
                if (saved) setDraft(null);
              })
              .finally(() => setBusy(null));
          }}
        >
          <label className="fair-kv__label" htmlFor="fair-client-seed">
            {t('fair.fairness.clientSeed')}
          </label>
          <div className="fair-inline">
            <div className={`input ${seedValid ? '' : 'fair-input--invalid'}`}>
              <input
                id="fair-client-seed"
                className="input__control fair-mono"
                value={clientSeed}
                maxLength={64}
                onChange={(event) => setDraft(event.target.value.trim())}
                data-testid="fair-client-seed"
              />
            </div>
            <Button
              type="submit"
              variant="secondary"
              isLoading={busy === 'seed'}
              disabled={!seedValid || clientSeed === seed?.clientSeed}
            >
              {t('fair.fairness.save')}
            </Button>
          </div>
        </form>

        <div className="fair-kv fair-kv--row">
          <span className="fair-kv__label">{t('fair.fairness.nonce')}</span>
          <strong className="fair-mono" data-testid="fair-nonce">
            {seed?.nonce}
          </strong>
        </div>

        <div className="fair-rotate">
          <Button
            variant="gold"
            block
            isLoading={busy === 'rotate'}
            disabled={!canRotate}
            onClick={() => {
              setBusy('rotate');
              void state.rotate().finally(() => setBusy(null));
            }}
            data-testid="fair-rotate"
          >
            {t('fair.fairness.rotate')}
          </Button>
          <span className="fair-muted">{t('fair.fairness.rotateHint')}</span>
        </div>

        <h3 className="fair-drawer__sub">{t('fair.fairness.previous')}</h3>
        {previousSeeds.length === 0 ? (
          <p className="fair-muted">{t('fair.fairness.noPrevious')}</p>
        ) : (
          <ul className="fair-seeds" data-testid="fair-previous-seeds">
            {previousSeeds.map((revealed) => (
              <RevealedSeedItem key={revealed.serverSeedHash} game={game} seed={revealed} />
            ))}
          </ul>
        )}
        <a className="fair-link" href={`/provably-fair/${game}`} target="_blank" rel="noopener noreferrer">
          {t('fair.fairness.openVerify')} ↗
        </a>
      </section>
    </div>
  );
}

function RevealedSeedItem({ game, seed }: { game: FairGame; seed: RevealedSeed }) {
  const { t } = useTranslation();
  return (
    <li className="fair-seed">
      <div className="fair-seed__row">
        <span className="fair-muted">{formatDateTime(seed.revealedAt)}</span>
        <span className="fair-pill">{t('fair.fairness.bets', { count: seed.bets })}</span>
      </div>
      <span className="fair-kv__label">{t('fair.fairness.serverSeed')}</span>
      <code className="fair-mono fair-seed__value" data-testid="fair-revealed-seed">
        {seed.serverSeed}
      </code>
      <span className="fair-kv__label">SHA-256</span>
      <code className="fair-mono fair-seed__value fair-muted">{seed.serverSeedHash}</code>
      <div className="fair-seed__row">
        <span className="fair-muted">
          {t('fair.fairness.clientSeed')}: <code className="fair-mono">{seed.clientSeed}</code>
        </span>
        {seed.bets > 0 ? (
          <a
            className="fair-link"
            href={verifyHref(game, { ...seed, nonce: seed.bets - 1 })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('fair.fairness.verify')} ↗
          </a>
        ) : null}
      </div>
    </li>
  );
}
