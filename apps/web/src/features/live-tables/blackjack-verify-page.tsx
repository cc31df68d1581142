import './live-tables-texts';
import '../../styles/roulette.css';
import '../../styles/baccarat.css';
import type { BlackjackRound } from '@kasa/contract/blackjack';
import { blackjackShoe, cardText } from '@kasa/contract/blackjack-rules';
import { useTranslation } from 'react-i18next';
import { FairVerifyLayout, hmacSha256, sha256Hex } from '../../components/fair/verify-layout';
import { blackjackApi } from './api/blackjack-api';
import { PlayingCard } from './components/playing-card';

interface Check {
  round: BlackjackRound;
  /** null while the shoe is still dealt (its seed is not revealed yet). */
  hash: string | null;
  cards: number[] | null;
}

/** The shoe's seed against its hash; the shoe shuffled again with the server's HMAC-SHA256. */
async function verifyRound(id: number): Promise<Check> {
  const round = await blackjackApi.round(id);
  const seed = round.shoe.serverSeed;
  const play = round.play;
  if (!seed || !play) return { round, hash: null, cards: null };
  const hash = await sha256Hex(seed);
  const shoe = await blackjackShoe(hmacSha256, seed, round.table, round.shoe.shoe);
  return { round, hash, cards: shoe.slice(play.from, play.next) };
}

/**
 * /provably-fair/blackjack: a game of an ended shoe checked — the shoe's seed against the hash published before the
 * shoe's first game, the shoe shuffled again here, and the game's cards found at their positions in it.
 */
export function BlackjackVerifyPage() {
  const { t } = useTranslation();
  return (
    <FairVerifyLayout
      ns="blackjack"
      testId="blackjack-verify-result"
      loadRecent={() => blackjackApi.rounds(12)}
      verify={verifyRound}
      result={(check: Check) => {
        const sequence = check.round.play?.sequence ?? null;
        const same = !!check.cards && !!sequence && check.cards.join() === sequence.join();
        return (
          <>
            <dt>{t('blackjack.verify.shoe')}</dt>
            <dd>
              {t('blackjack.verify.shoeLine', {
                shoe: check.round.shoe.shoe,
                from: (check.round.play?.from ?? 0) + 1,
                to: check.round.play?.next ?? 0,
              })}
            </dd>
            <dt>{t('blackjack.verify.hash')}</dt>
            <dd>
              <code>{check.round.shoe.seedHash}</code>
            </dd>
            {check.hash === null ? (
              <dd className="rt-verify__pending">{t('blackjack.verify.pending')}</dd>
            ) : (
              <>
                <dt>{t('blackjack.verify.seed')}</dt>
                <dd>
                  <code>{check.round.shoe.serverSeed}</code>
                  <p
                    className={check.hash === check.round.shoe.seedHash ? 'rt-verify__ok' : 'rt-verify__bad'}
                  >
                    {check.hash === check.round.shoe.seedHash
                      ? t('blackjack.verify.hashOk')
                      : t('blackjack.verify.hashBad')}
                  </p>
                </dd>
                <dt>{t('blackjack.verify.cards')}</dt>
                <dd>
                  <div className="bc-verify__hand">
                    {(check.cards ?? []).map((card, i) => (
                      <PlayingCard key={i} card={card} label={cardText(card)} />
                    ))}
                  </div>
                  <p className={same ? 'rt-verify__ok' : 'rt-verify__bad'}>
                    {same ? t('blackjack.verify.cardsOk') : t('blackjack.verify.cardsBad')}
                  </p>
                </dd>
              </>
            )}
          </>
        );
      }}
      recentLabel={(r) => (
        <>
          #{r.roundId} · {t('blackjack.verify.shoeShort', { shoe: r.shoe.shoe })}
          {r.shoe.serverSeed ? ' ✓' : ''}
        </>
      )}
    />
  );
}
