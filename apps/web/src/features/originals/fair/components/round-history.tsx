import '../fair-texts';
import { type FairGame, formatMultiplier } from '@kasa/contract/fair';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../../components/ui/icons';
import { formatLira } from '../../../../lib/format';
import { verifyHref } from '../utils/verify-link';

type HistoryRound = {
  roundId: string;
  createdAt: string;
  amount: number;
  payout: number;
  multiplier: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  mines?: number;
};

/** A game's own column (between the time and the multiplier). */
export type RoundColumn<R> = {
  label: string;
  cell: (round: R) => ReactNode;
  className?: (round: R) => string;
};

/**
 * "Recent rolls/rounds" of a fair game: time, the game's own columns, multiplier, stake, payout, nonce and a link to
 * the verification page once the round's server seed is revealed (a lock until then). On narrow frames the time,
 * stake and nonce columns step aside (`fair-table__wide`) so the table fits without sideways scrolling.
 */
export function RoundHistory<R extends HistoryRound>({
  game,
  title,
  emptyText,
  testId,
  rounds,
  columns,
  won,
  multiplierNote,
  toneMultiplier = false,
  verifyExtra,
  seedsByHash,
}: {
  game: FairGame;
  title: string;
  emptyText: string;
  testId: string;
  rounds: R[];
  columns: RoundColumn<R>[];
  won: (round: R) => boolean;
  /** Shown after the multiplier (e.g. Mines' "auto cash-out"). */
  multiplierNote?: (round: R) => string | null;
  /** Colour the multiplier as a win or a loss too. */
  toneMultiplier?: boolean;
  /** Inputs of the verification page besides the seeds (Plinko's rows, Hi-Lo's cards). */
  verifyExtra?: (round: R) => Record<string, string>;
  seedsByHash: Map<string, string>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="fair-history">
      <h2>{title}</h2>
      {rounds.length === 0 ? (
        <p className="fair-muted">{emptyText}</p>
      ) : (
        <div className="fair-table-wrap">
          <table className="fair-table" data-testid={testId}>
            <thead>
              <tr>
                <th className="fair-table__wide">{t('fair.common.time')}</th>
                {columns.map((column) => (
                  <th key={column.label}>{column.label}</th>
                ))}
                <th>{t('fair.common.multiplier')}</th>
                <th className="fair-table__wide">{t('fair.common.stake')}</th>
                <th>{t('fair.common.payout')}</th>
                <th className="fair-table__wide">{t('fair.common.nonce')}</th>
                <th aria-label={t('fair.fairness.verify')} />
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => {
                const serverSeed = seedsByHash.get(round.serverSeedHash);
                const note = multiplierNote?.(round);
                return (
                  <tr key={round.roundId}>
                    <td className="fair-table__wide">
                      {new Date(round.createdAt).toLocaleTimeString(i18n.language)}
                    </td>
                    {columns.map((column) => (
                      <td key={column.label} className={column.className?.(round)}>
                        {column.cell(round)}
                      </td>
                    ))}
                    <td className={toneMultiplier ? (won(round) ? 'fair-win' : 'fair-loss') : undefined}>
                      {formatMultiplier(round.multiplier)}×{note ? ` · ${note}` : ''}
                    </td>
                    <td className="fair-table__wide">{formatLira(round.amount)}</td>
                    <td className={won(round) ? 'fair-win' : 'fair-muted'}>{formatLira(round.payout)}</td>
                    <td className="fair-mono fair-table__wide">{round.nonce}</td>
                    <td>
                      {serverSeed ? (
                        <a
                          className="fair-link"
                          href={verifyHref(game, { ...round, serverSeed }, verifyExtra?.(round))}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('fair.fairness.verify')}
                          title={t('fair.fairness.verify')}
                        >
                          <span className="fair-table__wide-text">{t('fair.fairness.verify')} </span>↗
                        </a>
                      ) : (
                        <span className="fair-lock" title={t('fair.fairness.pending')}>
                          <LockIcon size={15} />
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
