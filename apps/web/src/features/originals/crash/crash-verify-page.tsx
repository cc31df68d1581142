import './crash-texts';
import '../../../styles/crash.css';
import type { CrashChain, CrashRound } from '@kasa/contract/crash';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { crashApi } from './api/crash-api';
import { crashPointOf, isRoundHash, previousHashOf } from './utils/verify';

interface Check {
  hash: string;
  crashPoint: number;
  previousHash: string;
  expectedPrevious: string | null;
  serverCrashPoint: number | null;
  roundId: number | null;
}

/** /provably-fair/crash: the published chain, the formula, and a check of any round computed in this browser. */
export function CrashVerifyPage() {
  const { t } = useTranslation();
  const chains = useQuery({ queryKey: ['crash', 'chains'], queryFn: () => crashApi.chains() });
  const rounds = useQuery({
    queryKey: ['crash', 'rounds'],
    queryFn: () => crashApi.rounds(15),
    refetchInterval: 15_000,
  });
  const [input, setInput] = useState('');
  const [check, setCheck] = useState<Check | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const chain: CrashChain | undefined = chains.data?.[0];

  async function verify(value: string) {
    setError(null);
    setCheck(null);
    const text = value.trim().toLowerCase();
    setWorking(true);
    try {
      let hash = text;
      let detail = null;
      if (/^\d+$/.test(text)) {
        detail = await crashApi.round({ id: Number(text) });
        hash = detail.round.hash ?? '';
      } else if (!isRoundHash(text)) {
        setError(t('crash.verify.badInput'));
        return;
      } else {
        detail = await crashApi.round({ hash: text }).catch(() => null);
      }
      const salt = detail?.salt ?? chain?.salt ?? '';
      setCheck({
        hash,
        crashPoint: await crashPointOf(hash, salt),
        previousHash: await previousHashOf(hash),
        expectedPrevious: detail?.previousHash ?? null,
        serverCrashPoint: detail?.round.crashPoint ?? null,
        roundId: detail?.round.roundId ?? null,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setWorking(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(input);
  };
  const pick = (round: CrashRound) => {
    setInput(round.hash ?? '');
    void verify(round.hash ?? '');
  };

  const chainOk = check?.expectedPrevious ? check.previousHash === check.expectedPrevious : null;
  const pointOk = check?.serverCrashPoint != null ? check.serverCrashPoint === check.crashPoint : null;

  return (
    <div className="page crash-verify" data-testid="crash-verify">
      <header className="crash-verify__head">
        <h1>{t('crash.verify.title')}</h1>
        <p>{t('crash.verify.intro')}</p>
      </header>

      <section className="crash-verify__card">
        <h2>{t('crash.verify.chain')}</h2>
        {chain ? (
          <dl className="crash-verify__facts">
            <dt>{t('crash.verify.terminating')}</dt>
            <dd className="crash-mono" data-testid="crash-terminating-hash">
              {chain.terminatingHash}
            </dd>
            <dt>{t('crash.verify.salt')}</dt>
            <dd className="crash-mono">{chain.salt}</dd>
            <dt>{t('crash.verify.progress')}</dt>
            <dd>{t('crash.verify.progressText', { used: chain.used, length: chain.length })}</dd>
          </dl>
        ) : (
          <p className="crash-verify__muted">…</p>
        )}
      </section>

      <section className="crash-verify__card">
        <h2>{t('crash.verify.formula')}</h2>
        <ol className="crash-verify__steps">
          <li>{t('crash.verify.step1')}</li>
          <li>{t('crash.verify.step2')}</li>
          <li>{t('crash.verify.step3')}</li>
          <li>{t('crash.verify.step4')}</li>
        </ol>
        <pre className="crash-verify__code">{`hmac  = HMAC_SHA256(key = salt, message = roundHash)   // hex text, UTF-8
h     = parseInt(hmac.slice(0, 13), 16)                 // 52 bits
crash = max(1.00, floor(99 · 2^52 / (2^52 − h)) / 100)  // ≤ 1 000 000.00
prev  = SHA256(bytes(roundHash))                        // = previous round's hash`}</pre>
      </section>

      <section className="crash-verify__card">
        <h2>{t('crash.verify.check')}</h2>
        <form className="crash-verify__form" onSubmit={submit}>
          <input
            className="input"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('crash.verify.placeholder')}
            aria-label={t('crash.verify.placeholder')}
            data-testid="crash-verify-input"
          />
          <button type="submit" className="btn btn-primary" disabled={working || !input.trim()}>
            {t('crash.verify.submit')}
          </button>
        </form>
        {error && (
          <p className="crash-verify__error" role="alert">
            {error}
          </p>
        )}
        {check && (
          <div className="crash-verify__result" data-testid="crash-verify-result">
            <div className="crash-verify__big">
              <span>{t('crash.verify.crashPoint')}</span>
              <strong>{check.crashPoint.toFixed(2)}x</strong>
            </div>
            <dl className="crash-verify__facts">
              {check.roundId !== null && (
                <>
                  <dt>{t('crash.verify.round')}</dt>
                  <dd>#{check.roundId}</dd>
                </>
              )}
              <dt>{t('crash.verify.hash')}</dt>
              <dd className="crash-mono">{check.hash}</dd>
              <dt>SHA-256</dt>
              <dd className="crash-mono">{check.previousHash}</dd>
              <dt>{t('crash.verify.previous')}</dt>
              <dd className="crash-mono">{check.expectedPrevious ?? '—'}</dd>
            </dl>
            <ul className="crash-verify__checks">
              {chainOk !== null && (
                <li className={chainOk ? 'is-ok' : 'is-bad'} data-testid="crash-verify-chain">
                  {chainOk ? t('crash.verify.chainOk') : t('crash.verify.chainBad')}
                </li>
              )}
              {pointOk !== null && (
                <li className={pointOk ? 'is-ok' : 'is-bad'}>
                  {pointOk ? t('crash.verify.pointOk') : t('crash.verify.pointBad')}
                </li>
              )}
            </ul>
          </div>
        )}
      </section>

      <section className="crash-verify__card">
        <h2>{t('crash.verify.recent')}</h2>
        <ul className="crash-verify__rounds">
          {(rounds.data ?? []).map((r) => (
            <li key={r.roundId}>
              <button type="button" onClick={() => pick(r)}>
                <span>#{r.roundId}</span>
                <strong>{r.crashPoint?.toFixed(2)}x</strong>
                <span className="crash-mono">{r.hash?.slice(0, 24)}…</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
