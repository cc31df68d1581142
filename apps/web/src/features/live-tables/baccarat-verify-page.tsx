import './live-tables-texts';
import '../../styles/roulette.css';
import '../../styles/baccarat.css';
import type { BaccaratResult, BaccaratRound } from '@kasa/contract/baccarat';
import { baccaratCoup, cardText, type BaccaratHand } from '@kasa/contract/baccarat-rules';
import { useTranslation } from 'react-i18next';
import { FairVerifyLayout, hmacSha256, SeedRows, sha256Hex } from '../../components/fair/verify-layout';
import { baccaratApi } from './api/baccarat-api';
import { PlayingCard } from './components/playing-card';

interface Check {
  round: BaccaratRound;
  hash: string;
  hand: BaccaratHand;
}

/** The seed against its hash; the shoe shuffled from it with the server's HMAC-SHA256 and the coup dealt again. */
async function verifyRound(id: number): Promise<Check> {
  const round = await baccaratApi.round(id);
  const seed = round.serverSeed ?? '';
  const hash = await sha256Hex(seed);
  return { round, hash, hand: await baccaratCoup(hmacSha256, seed, round.table, round.seq) };
}

const sameCards = (a: BaccaratHand, b: BaccaratResult | null) =>
  !!b && a.player.join() === b.player.join() && a.banker.join() === b.banker.join();

/** /provably-fair/baccarat: a settled game's seed checked against its hash, its shoe shuffled and dealt again here. */
export function BaccaratVerifyPage() {
  const { t } = useTranslation();
  return (
    <FairVerifyLayout
      ns="baccarat"
      testId="baccarat-verify-result"
      loadRecent={() => baccaratApi.rounds(12)}
      verify={verifyRound}
      result={(check: Check) => (
        <>
          <SeedRows
            ns="baccarat"
            seed={check.round.serverSeed}
            seedHash={check.round.seedHash}
            hash={check.hash}
          />
          <dt>{t('baccarat.verify.cards')}</dt>
          <dd>
            {(['player', 'banker'] as const).map((side) => (
              <div key={side} className="bc-verify__hand">
                <strong>
                  {t(`baccarat.spot.${side}`)}{' '}
                  {side === 'player' ? check.hand.playerTotal : check.hand.bankerTotal}
                </strong>
                {check.hand[side].map((card, i) => (
                  <PlayingCard key={i} card={card} label={cardText(card)} />
                ))}
              </div>
            ))}
            <p className={sameCards(check.hand, check.round.outcome) ? 'rt-verify__ok' : 'rt-verify__bad'}>
              {sameCards(check.hand, check.round.outcome)
                ? t('baccarat.verify.cardsOk')
                : t('baccarat.verify.cardsBad')}
            </p>
          </dd>
        </>
      )}
      recentLabel={(r) => (
        <>
          #{r.roundId} {r.outcome ? t(`baccarat.spot.${r.outcome.winner}`) : ''}
        </>
      )}
    />
  );
}
