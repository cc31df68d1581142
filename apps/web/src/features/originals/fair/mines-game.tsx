import './fair-texts';
import '../../../styles/fair.css';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  type MinesData,
  type MinesRound,
  formatMultiplier,
  minesMultiplier,
} from '@kasa/contract/fair';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatLira } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { fairApi } from './api/fair-api';
import { GemArt, MineArt, MinesLogoArt } from './components/fair-art';
import { GameShell } from './components/game-shell';
import { RoundHistory } from './components/round-history';
import { parseStake, StakeInput } from './components/stake-input';
import { useFairGame } from './hooks/use-fair-game';

const HISTORY = 20;
const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);
const MINE_CHOICES = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN);

/** /originals/kasa-mines — Kasa Mines in the game frame. An open round comes back from the server on load. */
export function MinesGame({ session }: { code: string; session: string }) {
  const { t } = useTranslation();
  const state = useFairGame(session);
  const [stake, setStake] = useState('10');
  const [mines, setMines] = useState(3);
  const [played, setPlayed] = useState<MinesRound | null>(null);
  const [newRounds, setNewRounds] = useState<MinesRound[]>([]);
  const [pending, setPending] = useState<number | 'start' | 'cashout' | null>(null);

  // A round left open (closed frame, lost connection) comes back as it was: same stake, mines and gems.
  const resumed = played === null ? (state.initial?.openMines ?? null) : null;
  const round = played ?? resumed;
  const resumedId = resumed?.roundId;
  useEffect(() => {
    if (resumedId) toast.info(t('fair.mines.resumed'));
  }, [resumedId, t]);
  const history = [...newRounds, ...(state.initial?.mines ?? []).filter((r) => r.status !== 'open')]
    .filter((r, i, all) => all.findIndex((x) => x.roundId === r.roundId) === i)
    .slice(0, HISTORY);

  const open = round?.status === 'open';
  const amount = open ? round.amount : parseStake(stake);
  // Stats follow the round in play, or (between rounds) the next bet's setup.
  const safeLeft = open ? MINES_TILES - round.mines - round.revealed.length : MINES_TILES - mines;

  function apply(kind: number | 'start' | 'cashout', data: MinesData) {
    setPlayed(data.round);
    if (data.round.status !== 'open') {
      state.settled(data);
      setNewRounds((list) => [data.round, ...list].slice(0, HISTORY));
      if (data.round.status === 'won')
        toast.success(t('fair.mines.won', { amount: formatLira(data.round.payout) }));
    } else {
      // A start took the stake; a safe tile moved no money.
      state.settled(data, kind === 'start');
    }
  }

  async function run(kind: number | 'start' | 'cashout', work: () => Promise<{ data: MinesData }>) {
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
    void run('start', () => fairApi.startMines(session, amount, mines));
  };
  const reveal = (tile: number) => {
    if (!round || !open) return;
    void run(tile, () => fairApi.reveal(session, round.roundId, tile));
  };
  const cashOut = () => {
    if (!round || !open) return;
    void run('cashout', () => fairApi.cashOut(session, round.roundId));
  };
  const randomTile = () => {
    if (!round) return;
    const hidden = TILES.filter((tile) => !round.revealed.includes(tile));
    const tile = hidden[Math.floor(Math.random() * hidden.length)];
    if (tile !== undefined) reveal(tile);
  };

  const seedsByHash = new Map(state.previousSeeds.map((s) => [s.serverSeedHash, s.serverSeed]));
  const current = open && round.revealed.length > 0 ? round.multiplier : 1;
  const next = open ? round.nextMultiplier : minesMultiplier(mines, 1);

  return (
    <GameShell
      game="mines"
      title={t('fair.mines.title')}
      logo={<MinesLogoArt />}
      state={state}
      canRotate={!open}
    >
      <section className="fair-stage mines-stage">
        <div className="mines-stats">
          <div className="mines-stat">
            <span>{t('fair.mines.gems')}</span>
            <strong>
              <GemArt size={18} /> {safeLeft}
            </strong>
          </div>
          <div className="mines-stat">
            <span>{t('fair.mines.mines')}</span>
            <strong>
              <MineArt size={18} /> {open ? round.mines : mines}
            </strong>
          </div>
          <div className="mines-stat">
            <span>{t('fair.mines.current')}</span>
            <strong data-testid="mines-current">{formatMultiplier(current)}×</strong>
          </div>
          <div className="mines-stat mines-stat--next">
            <span>{t('fair.mines.next')}</span>
            <strong data-testid="mines-next">{next === null ? '—' : `${formatMultiplier(next)}×`}</strong>
          </div>
        </div>

        <div className={`mines-grid ${open ? 'is-open' : ''}`} data-testid="mines-grid">
          {TILES.map((tile) => {
            const gem = round?.revealed.includes(tile) ?? false;
            const mine = round?.layout?.includes(tile) ?? false;
            const hit = round?.hit === tile;
            const ended = round !== null && round.status !== 'open';
            let content = null;
            let label = t('fair.mines.hidden');
            let className = 'mines-tile';
            if (gem) {
              content = <GemArt />;
              label = t('fair.mines.gem');
              className += ' is-gem';
            } else if (ended && mine) {
              content = <MineArt exploded={hit} />;
              label = t('fair.mines.mine');
              className += hit ? ' is-hit' : ' is-mine is-flat';
            } else if (ended) {
              content = <GemArt />;
              className += ' is-dim is-flat';
            }
            if (pending === tile) className += ' is-pending';
            return (
              <button
                key={tile}
                type="button"
                className={className}
                disabled={!open || gem || pending !== null}
                onClick={() => reveal(tile)}
                aria-label={`${t('fair.mines.tile', { n: tile + 1 })}: ${label}`}
                data-testid={`mines-tile-${tile}`}
                data-state={gem ? 'gem' : ended && mine ? 'mine' : 'hidden'}
              >
                {content}
              </button>
            );
          })}
          {round && round.status !== 'open' ? (
            <div
              className={`mines-banner ${round.status === 'won' ? 'is-win' : 'is-loss'}`}
              data-testid="mines-banner"
            >
              {round.status === 'won' ? (
                <>
                  <strong>{formatMultiplier(round.multiplier)}×</strong>
                  <span>{formatLira(round.payout)}</span>
                </>
              ) : (
                <strong>{t('fair.mines.lost')}</strong>
              )}
            </div>
          ) : null}
        </div>
      </section>

      <aside className="fair-controls">
        <StakeInput
          value={open ? String(round.amount) : stake}
          onChange={setStake}
          disabled={open || pending !== null}
        />
        <div className="fair-field">
          <div className="fair-field__head">
            <label htmlFor="mines-count">{t('fair.mines.mines')}</label>
          </div>
          <div className="input input--select">
            <select
              id="mines-count"
              className="input__control"
              value={round && open ? round.mines : mines}
              disabled={open || pending !== null}
              onChange={(event) => setMines(Number(event.target.value))}
              data-testid="mines-count"
            >
              {MINE_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="mines-quick">
            {[1, 3, 5, 10, 24].map((n) => (
              <button
                key={n}
                type="button"
                className={mines === n ? 'is-active' : ''}
                disabled={open || pending !== null}
                onClick={() => setMines(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </div>

        {open ? (
          <>
            <Button
              variant="gold"
              size="lg"
              block
              className="fair-cta"
              disabled={round.revealed.length === 0 || pending !== null}
              isLoading={pending === 'cashout'}
              onClick={cashOut}
              data-testid="mines-cashout"
            >
              {t('fair.mines.cashout')} {round.revealed.length > 0 ? formatLira(round.payout) : ''}
            </Button>
            <Button variant="secondary" block disabled={pending !== null} onClick={randomTile}>
              {t('fair.mines.random')}
            </Button>
          </>
        ) : (
          <Button
            variant="primary"
            size="lg"
            block
            className="fair-cta"
            disabled={amount === null || pending !== null}
            isLoading={pending === 'start'}
            onClick={start}
            data-testid="mines-start"
          >
            {t('fair.mines.start')}
          </Button>
        )}
        <p className="fair-rules">
          {open && round.revealed.length === 0 ? t('fair.mines.pickHint') : t('fair.mines.rules')}
        </p>
      </aside>

      <RoundHistory
        game="mines"
        title={t('fair.mines.history')}
        emptyText={t('fair.mines.empty')}
        testId="mines-history"
        rounds={history}
        columns={[
          { label: t('fair.mines.mines'), cell: (r) => r.mines },
          { label: t('fair.mines.gems'), cell: (r) => r.revealed.length },
        ]}
        won={(r) => r.status === 'won'}
        toneMultiplier
        multiplierNote={(r) => (r.autoSettled ? t('fair.mines.autoSettled') : null)}
        seedsByHash={seedsByHash}
      />
    </GameShell>
  );
}
