import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';

const encoder = new TextEncoder();
const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 with Web Crypto: the same function the server draws, spins, shuffles and deals with. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, encoder.encode(message)));
}

/** SHA-256 of a revealed seed, hex: what the hash published before the round must equal. */
export async function sha256Hex(seed: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(seed)));
}

/** A revealed seed and its published hash, with the hash recomputed here (`hash`), as rows of the result list. */
export function SeedRows(props: {
  /** The texts' namespace: `${ns}.verify.seed`, `.hash`, `.hashOk`, `.hashBad`. */
  ns: string;
  seed: string | null;
  seedHash: string;
  hash: string;
}) {
  const { t } = useTranslation();
  const { ns } = props;
  return (
    <>
      <dt>{t(`${ns}.verify.seed`)}</dt>
      <dd>
        <code>{props.seed}</code>
      </dd>
      <dt>{t(`${ns}.verify.hash`)}</dt>
      <dd>
        <code>{props.seedHash}</code>
        <p className={props.hash === props.seedHash ? 'rt-verify__ok' : 'rt-verify__bad'}>
          {props.hash === props.seedHash ? t(`${ns}.verify.hashOk`) : t(`${ns}.verify.hashBad`)}
        </p>
      </dd>
    </>
  );
}

/**
 * A live game's /provably-fair page: a round's number (from the address on the first visit, then from the form or
 * the recent rounds) checked in the browser by `verify`; the game draws its own result rows and recent-round labels.
 * Texts from `${ns}.verify.*` (title, intro, insecure, round, check, recent).
 */
export function FairVerifyLayout<TRound extends { roundId: number }, TCheck>(props: {
  ns: string;
  testId: string;
  loadRecent: () => Promise<TRound[]>;
  verify: (id: number) => Promise<TCheck>;
  result: (check: TCheck) => ReactNode;
  recentLabel: (round: TRound) => ReactNode;
}) {
  const { ns, verify } = props;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [recent, setRecent] = useState<TRound[]>([]);
  const [input, setInput] = useState(params.get('round') ?? '');
  const [check, setCheck] = useState<TCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const secure = typeof crypto !== 'undefined' && !!crypto.subtle;

  useEffect(() => {
    props.loadRecent().then(setRecent, () => setRecent([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const run = async (id: number) => {
    setError(null);
    setCheck(null);
    setParams({ round: String(id) }, { replace: true });
    try {
      setCheck(await verify(id));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  useEffect(() => {
    // The address's round on the first visit; later checks come from the form.
    const id = Number(params.get('round'));
    if (secure && id > 0) verify(id).then(setCheck, (e: unknown) => setError(errorMessage(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="rt-verify">
      <h1>{t(`${ns}.verify.title`)}</h1>
      <p>{t(`${ns}.verify.intro`)}</p>
      {!secure && <p className="rt-verify__bad">{t(`${ns}.verify.insecure`)}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const id = Number(input);
          if (id > 0) void run(id);
        }}
      >
        <label>
          {t(`${ns}.verify.round`)}
          <input value={input} onChange={(e) => setInput(e.target.value)} inputMode="numeric" name="round" />
        </label>
        <button type="submit" disabled={!secure}>
          {t(`${ns}.verify.check`)}
        </button>
      </form>
      {error && <p className="rt-verify__bad">{error}</p>}
      {check !== null && (
        <dl className="rt-verify__result" data-testid={props.testId}>
          {props.result(check)}
        </dl>
      )}
      <h2>{t(`${ns}.verify.recent`)}</h2>
      <ul className="rt-verify__recent">
        {recent.map((r) => (
          <li key={r.roundId}>
            <button
              type="button"
              onClick={() => {
                setInput(String(r.roundId));
                void run(r.roundId);
              }}
            >
              {props.recentLabel(r)}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
