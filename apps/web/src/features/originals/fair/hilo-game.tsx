import './fair-texts';
import '../../../styles/fair.css';
import '../../../styles/instant.css';
import {
  HILO_RANKS,
  type HiloData,
  type HiloGuess,
  type HiloRound,
  hiloRank,
  hiloWinningRanks,
  type InstantStateData,
} from '@kasa/contract/instant';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatLira } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { instantApi } from './api/instant-api';
import { HiloLogoArt, PlayingCard } from './components/instant-art';
import { formatPercent, formatX, RulesPanel } from './components/instant-parts';
import { GameShell } from './components/game-shell';
import { RoundHistory } from './components/round-history';
import { parseStake, StakeInput } from './components/stake-input';
import { useFairGame } from './hooks/use-fair-game';

const HISTORY = 20;
const GUESSES = ['higher', 'lower', 'same'] as const;

/** /originals/kasa-hilo — Kasa Hi-Lo in the game frame. An open round comes back from the server on load. */
export function HiloGame({ session }: { code: string; session: string }) {
  const { t, i18n } = useTranslation();
  const state = useFairGame<InstantStateData>(session, instantApi.state);
  const [stake, setStake] = useState('10');
  const [played, setPlayed] = useState<HiloRound | null>(null);
  const [newRounds, setNewRounds] = useState<HiloRound[]>([]);
  const [pending, setPending] = useState<HiloGuess | 'start' | 'cashout' | null>(null);
  const [dealKey, setDealKey] = useState(0);

  const resumed = played === null ? (state.initial?.openHilo ?? null) : null;
  const round = played ?? resumed;
  const resumedId = resumed?.roundId;
  useEffect(() => {
    if (resumedId) toast.info(t('instant.hilo.resumed'));
  }, [resumedId, t]);

  const open = round?.status === 'open';
  const amount = open ? round.amount : parseStake(stake);
  const cards = round ? [round.startCard, ...round.steps.map((s) => s.card)] : [];
  const current = cards.length > 0 ? cards[cards.length - 1]! : null;
  const rightGuesses = round ? round.steps.filter((s) => s.guess !== 'skip' && s.correct).length : 0;
  const lastStep = round?.steps[round.steps.length - 1];

  function apply(kind: HiloGuess | 'start' | 'cashout', data: HiloData) {
    setPlayed(data.round);
    setDealKey((k) => k + 1);
    if (data.round.status !== 'open') {
      state.settled(data);
      setNewRounds((list) => [data.round, ...list].slice(0, HISTORY));
      if (data.round.status === 'won')
        toast.success(t('instant.hilo.won', { amount: formatLira(data.round.payout) }));
    } else {
      state.settled(data, kind === 'start');
    }
  }

  async function run(kind: HiloGuess | 'start' | 'cashout', work: () => Promise<{ data: HiloData }>) {
    if (pending !== null) return;
    setPending(kind);
    try {
      apply(kind, (await work()).data);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  }

  const start = () => {
    if (amount === null) return;
    void run('start', () => instantApi.hiloStart(session, amount));
  };
  const guess = (g: HiloGuess) => {
    if (!round || !open) return;
    void run(g, () => instantApi.hiloGuess(session, round.roundId, g));
  };
  const cashOut = () => {
    if (!round || !open) return;
    void run('cashout', () => instantApi.hiloCashOut(session, round.roundId));
  };

  const history = [...newRounds, ...((state.initial?.rounds ?? []) as HiloRound[])]
    .filter((r, i, all) => r.game === 'hilo' && all.findIndex((x) => x.roundId === r.roundId) === i)
    .slice(0, HISTORY);
  const seedsByHash = new Map(state.previousSeeds.map((s) => [s.serverSeedHash, s.serverSeed]));
  const rank = current === null ? null : hiloRank(current);
  const ended = round !== null && !open;
  const tone = ended ? (round.status === 'won' ? 'win' : 'loss') : null;

  return (
    <GameShell
      game="hilo"
      title={t('instant.hilo.title')}
      logo={<HiloLogoArt />}
      state={state}
      canRotate={!open}
    >
      <section className="fair-stage hilo-stage">
        <div className="hilo-table">
          <div className="hilo-deck" aria-hidden="true">
            <PlayingCard card={null} hidden size={74} />
          </div>
          <div
            className={`hilo-current ${tone ? `is-${tone}` : ''}`}
            key={dealKey}
            data-testid="hilo-current"
          >
            {current === null ? (
              <PlayingCard card={null} hidden size={150} />
            ) : (
              <PlayingCard
                card={current}
                size={150}
                tone={tone ?? (lastStep && lastStep.correct ? 'win' : null)}
              />
            )}
          </div>
          <div className="hilo-meter">
            <span className="fair-muted">{t('instant.hilo.current')}</span>
            <strong data-testid="hilo-multiplier" className={tone === 'loss' ? 'fair-loss' : 'fair-gold'}>
              {round
                ? formatX(open ? round.multiplier : round.status === 'won' ? round.multiplier : 0)
                : '1.00×'}
            </strong>
            {round && open && rightGuesses > 0 ? <span>{formatLira(round.payout)}</span> : null}
            {ended ? (
              <span
                className={`hilo-banner ${tone === 'win' ? 'fair-win' : 'fair-loss'}`}
                data-testid="hilo-banner"
              >
                {round.status === 'won' ? formatLira(round.payout) : t('instant.hilo.lost')}
              </span>
            ) : null}
          </div>
        </div>

        <div className="hilo-guesses" role="group" aria-label={t('instant.hilo.title')}>
          {GUESSES.map((g) => {
            const winning = rank === null ? 0 : hiloWinningRanks(rank, g);
            const next = open ? (round.next?.[g] ?? null) : null;
            return (
              <button
                key={g}
                type="button"
                className={`hilo-guess hilo-guess--${g}`}
                disabled={!open || next === null || pending !== null}
                onClick={() => guess(g)}
                data-testid={`hilo-${g}`}
              >
                <span className="hilo-guess__arrow" aria-hidden="true">
                  {g === 'higher' ? '▲' : g === 'lower' ? '▼' : '='}
                </span>
                <strong>{t(`instant.hilo.${g}`)}</strong>
                <small>
                  {open && next !== null
                    ? `${formatX(next)} · ${t('instant.hilo.chanceOf', { chance: formatPercent((winning / HILO_RANKS) * 100, 1, i18n.language) })}`
                    : '—'}
                </small>
              </button>
            );
          })}
          <button
            type="button"
            className="hilo-guess hilo-guess--skip"
            disabled={!open || pending !== null}
            onClick={() => guess('skip')}
            data-testid="hilo-skip"
          >
            <span className="hilo-guess__arrow" aria-hidden="true">
              ⇥
            </span>
            <strong>{t('instant.hilo.skip')}</strong>
            <small>&nbsp;</small>
          </button>
        </div>

        <div className="hilo-strip" aria-label={t('instant.hilo.cards')}>
          {cards.map((card, i) => {
            const step = i > 0 ? round!.steps[i - 1]! : null;
            return (
              <div
                key={`${i}-${card}`}
                className={`hilo-strip__item ${step && !step.correct ? 'is-loss' : ''}`}
              >
                <PlayingCard
                  card={card}
                  size={44}
                  tone={step ? (step.correct ? (step.guess === 'skip' ? null : 'win') : 'loss') : null}
                />
                <small>
                  {step
                    ? step.guess === 'skip'
                      ? t('instant.hilo.skip')
                      : `${step.guess === 'higher' ? '▲' : step.guess === 'lower' ? '▼' : '='} ${step.correct ? formatX(step.multiplier) : '✕'}`
                    : t('instant.hilo.start')}
                </small>
              </div>
            );
          })}
          {cards.length === 0 ? <p className="fair-muted">{t('instant.hilo.startHint')}</p> : null}
        </div>
      </section>

      <aside className="fair-controls">
        <StakeInput
          value={open ? String(round.amount) : stake}
          onChange={setStake}
          disabled={open || pending !== null}
        />
        {open ? (
          <Button
            variant="gold"
            size="lg"
            block
            className="fair-cta"
            disabled={rightGuesses === 0 || pending !== null}
            isLoading={pending === 'cashout'}
            onClick={cashOut}
            data-testid="hilo-cashout"
          >
            {t('instant.hilo.cashout')} {rightGuesses > 0 ? formatLira(round.payout) : ''}
          </Button>
        ) : (
          <Button
            variant="primary"
            size="lg"
            block
            className="fair-cta"
            disabled={amount === null || pending !== null}
            isLoading={pending === 'start'}
            onClick={start}
            data-testid="hilo-start"
          >
            {t('instant.hilo.start')}
          </Button>
        )}
        {open ? null : <p className="fair-rules">{t('instant.hilo.startHint')}</p>}
        <RulesPanel rules={t('instant.hilo.rules')} note={t('instant.hilo.rtpNote')} />
      </aside>

      <RoundHistory
        game="hilo"
        title={t('instant.common.history')}
        emptyText={t('instant.common.empty')}
        testId="hilo-history"
        rounds={history}
        columns={[
          { label: t('instant.hilo.steps'), cell: (r) => r.steps.filter((s) => s.guess !== 'skip').length },
        ]}
        won={(r) => r.win}
        toneMultiplier
        multiplierNote={(r) => (r.autoSettled ? t('instant.hilo.autoSettled') : null)}
        verifyExtra={(r) => ({ cards: String(r.steps.length + 1) })}
        seedsByHash={seedsByHash}
      />
    </GameShell>
  );
}
