import './live-tables-texts';
import '../../styles/roulette.css';
import type { TableRound } from '@kasa/contract/roulette';
import { pocketColor, roulettePocket } from '@kasa/contract/roulette-rules';
import { useTranslation } from 'react-i18next';
import { FairVerifyLayout, hmacSha256, SeedRows, sha256Hex } from '../../components/fair/verify-layout';
import { rouletteApi } from './api/roulette-api';

interface Check {
  round: TableRound;
  hash: string;
  pocket: number;
}

/** The seed against its hash; the pocket recomputed with the server's HMAC-SHA256. */
async function verifyRound(id: number): Promise<Check> {
  const round = await rouletteApi.round(id);
  const seed = round.serverSeed ?? '';
  const hash = await sha256Hex(seed);
  const pocket = await roulettePocket(hmacSha256, seed, round.table, round.seq);
  return { round, hash, pocket };
}

/** /provably-fair/roulette: a settled game's seed checked against its published hash, its pocket recomputed here. */
export function RouletteVerifyPage() {
  const { t } = useTranslation();
  return (
    <FairVerifyLayout
      ns="roulette"
      testId="roulette-verify-result"
      loadRecent={() => rouletteApi.rounds(12)}
      verify={verifyRound}
      result={(check: Check) => (
        <>
          <SeedRows
            ns="roulette"
            seed={check.round.serverSeed}
            seedHash={check.round.seedHash}
            hash={check.hash}
          />
          <dt>{t('roulette.verify.pocket')}</dt>
          <dd>
            <span className={`rt-ball is-${pocketColor(check.pocket)}`}>{check.pocket}</span>
            <p className={check.pocket === check.round.outcome ? 'rt-verify__ok' : 'rt-verify__bad'}>
              {check.pocket === check.round.outcome
                ? t('roulette.verify.pocketOk', { n: check.round.outcome })
                : t('roulette.verify.pocketBad', { n: check.round.outcome })}
            </p>
          </dd>
        </>
      )}
      recentLabel={(r) => (
        <>
          #{r.roundId} <span className={`rt-ball is-${pocketColor(r.outcome ?? 0)}`}>{r.outcome}</span>
        </>
      )}
    />
  );
}
