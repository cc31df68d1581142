import '../tombala-texts';
import type { TombalaGame } from '@kasa/contract/tombala';
import { TombalaPrize } from '@kasa/contract/tombala-rules';
import { useTranslation } from 'react-i18next';
import { formatLira } from '../../../lib/format';

/** The prizes from Tombala down to 1. çinko with their amounts, the one in play lit, winners named; the jackpot on top. */
export function PrizeLadder({ game, jackpot }: { game: TombalaGame | null; jackpot: number }) {
  const { t } = useTranslation();
  const jackpotWinners = game?.winners.filter((w) => w.prize === 'jackpot') ?? [];
  return (
    <section className="tb-ladder" aria-label={t('tombala.prizes.title')} data-testid="tombala-prizes">
      <div className="tb-ladder__jackpot">
        <span>{t('tombala.prizes.jackpot')}</span>
        <strong data-testid="tombala-jackpot">{formatLira(jackpot)}</strong>
        <small>{t('tombala.prizes.jackpotRule', { calls: game?.jackpotCalls ?? 50 })}</small>
        {jackpotWinners.map((w) => (
          <small key={w.ticketId} className="tb-ladder__winner">
            {w.player} · {formatLira(w.amount)}
          </small>
        ))}
      </div>
      {[...TombalaPrize].reverse().map((prize) => {
        const winners = game?.winners.filter((w) => w.prize === prize) ?? [];
        const live = game?.stage === prize && game.phase === 'running';
        return (
          <div
            key={prize}
            className={`tb-ladder__step${live ? ' is-live' : ''}${winners.length > 0 ? ' is-won' : ''}`}
            data-testid={`tombala-prize-${prize}`}
          >
            <span className="tb-ladder__name">{t(`tombala.prizes.${prize}`)}</span>
            <strong>{formatLira(game?.prizes[prize] ?? 0)}</strong>
            {winners.length > 0 && (
              <span className="tb-ladder__winner">
                {t('tombala.prizes.wonOn', { call: winners[0]!.call })}{' '}
                {winners.map((w) => `${w.player} ${formatLira(w.amount)}`).join(' · ')}
              </span>
            )}
          </div>
        );
      })}
    </section>
  );
}
