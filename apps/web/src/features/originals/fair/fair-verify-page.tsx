import './fair-texts';
import '../../../styles/fair.css';
import {
  CLIENT_SEED_PATTERN,
  diceRollFromFloat,
  type FairGame,
  fairWords,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesFromFloats,
  SERVER_SEED_PATTERN,
  toHex,
  wordToFloat,
} from '@kasa/contract/fair';
import {
  HILO_MAX_CARDS,
  hiloCardFromFloat,
  kenoDrawFromFloats,
  KENO_DRAWN,
  limboResultFromWord,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  plinkoPathFromFloats,
} from '@kasa/contract/instant';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon, ErrorIcon, ShieldIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { DiceArt, GemArt, MineArt } from './components/fair-art';
import { HiloLogoArt, KenoLogoArt, LimboLogoArt, PlayingCard, PlinkoLogoArt } from './components/instant-art';
import { formatX } from './components/instant-parts';
import { KeyValue, VerifyInput } from './components/verify-parts';
import { hasWebCrypto, sha256Hex, webHmac } from './utils/web-crypto';

interface Verified {
  hash: string;
  hashMatches: boolean | null;
  digest: string;
  floats: number[];
  roll: number | null;
  layout: number[] | null;
  /** Plinko: the path and its slot; Limbo: the result (hundredths); Keno: the draw; Hi-Lo: the cards. */
  path: number[] | null;
  limbo: number | null;
  drawn: number[] | null;
  cards: number[] | null;
}

/** How many 4-byte numbers a game's verification uses. */
function wordsNeeded(game: FairGame, values: Inputs): number {
  switch (game) {
    case 'dice':
    case 'limbo':
      return 1;
    case 'mines':
      return Number(values.mines);
    case 'plinko':
      return Number(values.rows);
    case 'keno':
      return KENO_DRAWN;
    case 'hilo':
      return Number(values.cards);
  }
}

/** Recomputes a round from its seeds with the shared algorithm; an i18n key when the inputs cannot be used. */
async function computeVerification(game: FairGame, values: Inputs): Promise<Verified | { error: string }> {
  const serverSeed = values.serverSeed.trim().toLowerCase();
  const nonce = Number(values.nonce);
  const mines = Number(values.mines);
  if (!hasWebCrypto()) return { error: 'fair.verify.noCrypto' };
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { error: 'fair.verify.invalidSeed' };
  if (!CLIENT_SEED_PATTERN.test(values.clientSeed)) return { error: 'msg:e.fairClientSeed' };
  if (!/^\d+$/.test(values.nonce) || !Number.isSafeInteger(nonce))
    return { error: 'fair.verify.invalidNonce' };
  if (game === 'mines' && !(Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX)) {
    return { error: 'msg:e.fairMinesCount' };
  }
  const rows = Number(values.rows);
  if (game === 'plinko' && !(Number.isInteger(rows) && rows >= PLINKO_MIN_ROWS && rows <= PLINKO_MAX_ROWS)) {
    return { error: 'msg:e.plinkoRows' };
  }
  const cardCount = Number(values.cards);
  if (game === 'hilo' && !(Number.isInteger(cardCount) && cardCount >= 1 && cardCount <= HILO_MAX_CARDS)) {
    return { error: 'msg:e.hiloMaxCards' };
  }
  const seeds = { serverSeed, clientSeed: values.clientSeed, nonce };
  const [hash, words, digest] = await Promise.all([
    sha256Hex(serverSeed),
    fairWords(webHmac, seeds, wordsNeeded(game, values)),
    webHmac(serverSeed, `${values.clientSeed}:${nonce}:0`),
  ]);
  const floats = words.map(wordToFloat);
  const committed = values.hash.trim().toLowerCase();
  return {
    hash,
    hashMatches: committed ? committed === hash : null,
    digest: toHex(digest),
    floats,
    roll: game === 'dice' ? diceRollFromFloat(floats[0]!) : null,
    layout: game === 'mines' ? minesFromFloats(floats, mines) : null,
    path: game === 'plinko' ? plinkoPathFromFloats(floats, rows) : null,
    limbo: game === 'limbo' ? limboResultFromWord(words[0]!) : null,
    drawn: game === 'keno' ? kenoDrawFromFloats(floats) : null,
    cards: game === 'hilo' ? floats.map(hiloCardFromFloat) : null,
  };
}

interface Inputs {
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
  mines: string;
  rows: string;
  cards: string;
}

const GAME_TABS: Array<{ game: FairGame; icon: ReactNode }> = [
  { game: 'dice', icon: <DiceArt size={22} /> },
  { game: 'mines', icon: <MineArt size={22} /> },
  { game: 'plinko', icon: <PlinkoLogoArt size={22} /> },
  { game: 'limbo', icon: <LimboLogoArt size={22} /> },
  { game: 'keno', icon: <KenoLogoArt size={22} /> },
  { game: 'hilo', icon: <HiloLogoArt size={22} /> },
];

/** The game's name on the page (Dice and Mines in fair.verify, the others in instant.verify). */
const gameLabel = (game: FairGame) =>
  game === 'dice' || game === 'mines' ? `fair.verify.${game}` : `instant.verify.${game}`;

const HOW: Record<FairGame, string> = {
  dice: 'fair.verify.how3',
  mines: 'fair.verify.how4',
  plinko: 'instant.verify.howPlinko',
  limbo: 'instant.verify.howLimbo',
  keno: 'instant.verify.howKeno',
  hilo: 'instant.verify.howHilo',
};

/**
 * /provably-fair/dice and /provably-fair/mines: anyone recomputes a round in the browser (Web Crypto HMAC) with the
 * algorithm the server runs (@kasa/contract/fair), and checks that sha256(server seed) is the hash shown before play.
 * Opened from a game prefilled: ?serverSeed=&hash=&clientSeed=&nonce=&mines=
 */
export function FairVerifyPage({ game }: { game: FairGame }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [inputs, setInputs] = useState<Inputs>(() => ({
    serverSeed: params.get('serverSeed') ?? '',
    hash: params.get('hash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    mines: params.get('mines') ?? '3',
    rows: params.get('rows') ?? '12',
    cards: params.get('cards') ?? '10',
  }));
  const [result, setResult] = useState<Verified | null>(null);
  const [error, setError] = useState<string | null>(null);

  const verify = useCallback(
    async (values: Inputs) => {
      const outcome = await computeVerification(game, values);
      if ('error' in outcome) {
        setResult(null);
        setError(t(outcome.error));
      } else {
        setError(null);
        setResult(outcome);
      }
    },
    [game, t],
  );

  // Opened from a game with the seeds in the address: show the result at once (only on arrival and on switching
  // games, not on every keystroke).
  const arrivedWith = params.get('serverSeed') ? inputs : null;
  useEffect(() => {
    if (!arrivedWith) return;
    let cancelled = false;
    void computeVerification(game, arrivedWith).then((outcome) => {
      if (cancelled) return;
      if ('error' in outcome) setError(t(outcome.error));
      else setResult(outcome);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game]);

  const set = (key: keyof Inputs) => (event: { target: { value: string } }) =>
    setInputs((current) => ({ ...current, [key]: event.target.value.trim() }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(inputs);
  };

  const gameName = t(gameLabel(game));

  return (
    <div className="page fair-verify" data-testid="fair-verify">
      <PageHeader
        title={t('fair.verify.title')}
        subtitle={t('fair.verify.subtitle', { game: gameName })}
        icon={<ShieldIcon />}
      />
      <nav className="fair-tabs" aria-label={t('fair.verify.title')}>
        {GAME_TABS.map((tab) => (
          <Link
            key={tab.game}
            to={`/provably-fair/${tab.game}`}
            className={game === tab.game ? 'is-active' : ''}
          >
            {tab.icon} {t(gameLabel(tab.game))}
          </Link>
        ))}
      </nav>

      <div className="fair-verify__grid">
        <form className="card fair-verify__form" onSubmit={onSubmit} noValidate>
          <VerifyInput
            id="verify-server-seed"
            label={t('fair.verify.serverSeed')}
            value={inputs.serverSeed}
            onChange={set('serverSeed')}
          />
          <VerifyInput
            id="verify-hash"
            label={t('fair.verify.serverSeedHash')}
            value={inputs.hash}
            onChange={set('hash')}
          />
          <VerifyInput
            id="verify-client-seed"
            label={t('fair.verify.clientSeed')}
            value={inputs.clientSeed}
            onChange={set('clientSeed')}
          />
          <div className="fair-verify__pair">
            <VerifyInput
              id="verify-nonce"
              label={t('fair.verify.nonce')}
              value={inputs.nonce}
              onChange={set('nonce')}
              numeric
            />
            {game === 'mines' ? (
              <VerifyInput
                id="verify-mines"
                label={t('fair.verify.minesCount')}
                value={inputs.mines}
                onChange={set('mines')}
                numeric
              />
            ) : null}
            {game === 'plinko' ? (
              <VerifyInput
                id="verify-rows"
                label={t('instant.verify.rows')}
                value={inputs.rows}
                onChange={set('rows')}
                numeric
              />
            ) : null}
            {game === 'hilo' ? (
              <VerifyInput
                id="verify-cards"
                label={t('instant.verify.cards')}
                value={inputs.cards}
                onChange={set('cards')}
                numeric
              />
            ) : null}
          </div>
          {error ? (
            <p className="field__error" role="alert" data-testid="verify-error">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="lg" block data-testid="verify-submit">
            {t('fair.verify.compute')}
          </Button>
        </form>

        <section className="card fair-verify__result" aria-live="polite">
          <h2 className="card__title">{t('fair.verify.result')}</h2>
          {result ? (
            <VerifiedResult game={game} result={result} />
          ) : (
            <div className="fair-verify__placeholder">
              {game === 'dice' ? <DiceArt size={72} /> : <GemArt size={72} />}
            </div>
          )}
        </section>
      </div>

      <section className="card fair-verify__how">
        <h2 className="card__title">{t('fair.verify.howTitle')}</h2>
        <ol>
          <li>{t('fair.verify.how1')}</li>
          <li>{t('fair.verify.how2')}</li>
          <li>{t(HOW[game])}</li>
        </ol>
      </section>
    </div>
  );
}

function VerifiedResult({ game, result }: { game: FairGame; result: Verified }) {
  const { t } = useTranslation();
  return (
    <div className="fair-verified" data-testid="verify-result">
      {game === 'dice' && result.roll !== null ? (
        <div className="fair-verified__roll">
          <span>{t('fair.verify.roll')}</span>
          <strong data-testid="verify-roll">{(result.roll / 100).toFixed(2)}</strong>
        </div>
      ) : null}
      {result.path ? (
        <div className="fair-verified__roll">
          <span>{t('instant.verify.slot')}</span>
          <strong data-testid="verify-slot">{result.path.reduce((a, b) => a + b, 0)}</strong>
          <span className="fair-muted">
            {t('instant.verify.path')}: <code className="fair-mono">{result.path.join(' ')}</code>
          </span>
        </div>
      ) : null}
      {result.limbo !== null ? (
        <div className="fair-verified__roll">
          <span>{t('instant.verify.limboResult')}</span>
          <strong data-testid="verify-limbo">{formatX(result.limbo / 100)}</strong>
        </div>
      ) : null}
      {result.drawn ? (
        <div className="fair-verified__roll">
          <span>{t('instant.verify.drawn')}</span>
          <strong data-testid="verify-drawn">{result.drawn.join(', ')}</strong>
        </div>
      ) : null}
      {result.cards ? (
        <div className="fair-verified__cards" data-testid="verify-cards-result">
          <span className="fair-kv__label">{t('instant.verify.dealt')}</span>
          <div className="hilo-strip">
            {result.cards.map((card, i) => (
              <PlayingCard key={i} card={card} size={40} />
            ))}
          </div>
        </div>
      ) : null}
      {game === 'mines' && result.layout ? (
        <>
          <div className="fair-verified__grid" data-testid="verify-layout">
            {Array.from({ length: MINES_TILES }, (_, tile) =>
              result.layout!.includes(tile) ? (
                <span key={tile} className="is-mine" data-state="mine">
                  <MineArt size={34} />
                </span>
              ) : (
                <span key={tile} data-state="gem">
                  <GemArt size={28} />
                </span>
              ),
            )}
          </div>
          <p className="fair-muted">
            {t('fair.verify.layout')} — {t('fair.verify.tiles', { tiles: result.layout.join(', ') })}
          </p>
        </>
      ) : null}

      <KeyValue label={t('fair.verify.hash')}>
        <code className="fair-mono fair-seed__value" data-testid="verify-computed-hash">
          {result.hash}
        </code>
        {result.hashMatches === null ? null : result.hashMatches ? (
          <span className="fair-check is-ok" data-testid="verify-hash-ok">
            <CheckCircleIcon size={18} /> {t('fair.verify.hashMatch')}
          </span>
        ) : (
          <span className="fair-check is-bad" data-testid="verify-hash-bad">
            <ErrorIcon size={18} /> {t('fair.verify.hashMismatch')}
          </span>
        )}
      </KeyValue>
      <KeyValue label="HMAC-SHA256 (cursor 0)">
        <code className="fair-mono fair-seed__value fair-muted">{result.digest}</code>
      </KeyValue>
      <KeyValue label={t('fair.verify.floats')}>
        <code className="fair-mono fair-seed__value fair-muted">
          {result.floats.map((f) => f.toFixed(10)).join('  ')}
        </code>
      </KeyValue>
    </div>
  );
}
