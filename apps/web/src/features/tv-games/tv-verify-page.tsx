import './tv-texts';
import '../../styles/roulette.css';
import '../../styles/tv.css';
import type { TvOutcome, TvRound } from '@kasa/contract/tv';
import { TvGame, tvDraw } from '@kasa/contract/tv-rules';
import { useTranslation } from 'react-i18next';
import { FairVerifyLayout, hmacSha256, SeedRows, sha256Hex } from '../../components/fair/verify-layout';
import { tvApi } from './api/tv-api';
import { Ball, VALUE_FILL } from './components/tv-art';

interface Check {
  round: TvRound;
  hash: string;
  outcome: TvOutcome;
}

/** The seed against its hash; the draw made again with the server's HMAC-SHA256. */
async function verifyRound(id: number): Promise<Check> {
  const round = await tvApi.round(id);
  const seed = round.serverSeed ?? '';
  const hash = await sha256Hex(seed);
  return { round, hash, outcome: await tvDraw(round.game, hmacSha256, seed, round.table, round.seq) };
}

/** /provably-fair/tv: a TV draw's seed checked against its hash, and its balls (or the wheel) drawn again here. */
export function TvVerifyPage() {
  const { t } = useTranslation();
  return (
    <FairVerifyLayout
      ns="tv"
      testId="tv-verify-result"
      loadRecent={() => Promise.all(TvGame.map((g) => tvApi.rounds(g, 4))).then((lists) => lists.flat())}
      verify={verifyRound}
      result={(check: Check) => {
        const same = JSON.stringify(check.outcome) === JSON.stringify(check.round.outcome);
        return (
          <>
            <SeedRows
              ns="tv"
              seed={check.round.serverSeed}
              seedHash={check.round.seedHash}
              hash={check.hash}
            />
            <dt>
              {t(`tv.name.${check.round.game}`)} · {t('tv.draw', { seq: check.round.seq })} ·{' '}
              {t('tv.verify.drawn')}
            </dt>
            <dd>
              <div className="tv-verify__balls">
                {check.outcome.game === 'wheel' ? (
                  <b className="tv-chip" style={{ background: VALUE_FILL[check.outcome.value] }}>
                    ×{check.outcome.value}
                  </b>
                ) : (
                  check.outcome.balls.map((b) => <Ball key={b} game={check.round.game} n={b} size={26} />)
                )}
              </div>
              <p className={same ? 'rt-verify__ok' : 'rt-verify__bad'}>
                {same ? t('tv.verify.drawOk') : t('tv.verify.drawBad')}
              </p>
            </dd>
          </>
        );
      }}
      recentLabel={(r) => (
        <>
          #{r.roundId} {t(`tv.name.${r.game}`)} {t('tv.draw', { seq: r.seq })}
        </>
      )}
    />
  );
}
