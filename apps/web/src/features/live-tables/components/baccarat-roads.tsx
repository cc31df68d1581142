import type { BaccaratRoadEntry } from '@kasa/contract/baccarat';
import { bigRoad } from '@kasa/contract/baccarat-rules';

const CELL = 16;
const ROWS = 6;

interface Letters {
  player: string;
  banker: string;
  tie: string;
}

/** The bead road: one bead per coup, down the columns of six (oldest top left), letter and colour by the winner. */
export function BeadRoad({
  history,
  letters,
  columns = 12,
  label,
}: {
  history: readonly BaccaratRoadEntry[];
  letters: Letters;
  columns?: number;
  label: string;
}) {
  // The newest coups that fit, whole columns kept aligned.
  const fit = columns * ROWS;
  const start = Math.ceil(Math.max(0, history.length - fit) / ROWS) * ROWS;
  const shown = history.slice(start);
  return (
    <svg
      viewBox={`0 0 ${columns * CELL} ${ROWS * CELL}`}
      className="bc-road bc-road--bead"
      role="img"
      aria-label={label}
      data-testid="baccarat-bead-road"
    >
      <Grid columns={columns} />
      {shown.map((h, i) => {
        const cx = Math.floor(i / ROWS) * CELL + CELL / 2;
        const cy = (i % ROWS) * CELL + CELL / 2;
        return (
          <g key={i} className={`bc-bead is-${h.winner}`}>
            <circle cx={cx} cy={cy} r={CELL / 2 - 1.5} />
            <text x={cx} y={cy + 3.2} textAnchor="middle">
              {letters[h.winner]}
            </text>
            {h.bankerPair && <circle cx={cx - 4.6} cy={cy - 4.6} r={2} className="bc-dot is-banker" />}
            {h.playerPair && <circle cx={cx + 4.6} cy={cy + 4.6} r={2} className="bc-dot is-player" />}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The big road: hollow rings, a new column at each change of winner, down while it repeats (turning right at the
 * bottom), ties as a green slash on the last ring with their count.
 */
export function BigRoad({
  history,
  columns = 24,
  label,
}: {
  history: readonly BaccaratRoadEntry[];
  columns?: number;
  label: string;
}) {
  const cells = bigRoad(history, ROWS);
  const maxCol = cells.reduce((m, c) => Math.max(m, c.col), -1);
  const first = Math.max(0, maxCol - columns + 1);
  return (
    <svg
      viewBox={`0 0 ${columns * CELL} ${ROWS * CELL}`}
      className="bc-road bc-road--big"
      role="img"
      aria-label={label}
      data-testid="baccarat-big-road"
    >
      <Grid columns={columns} />
      {cells
        .filter((c) => c.col >= first)
        .map((c, i) => {
          const cx = (c.col - first) * CELL + CELL / 2;
          const cy = c.row * CELL + CELL / 2;
          return (
            <g key={i} className={`bc-ring is-${c.winner}`}>
              <circle cx={cx} cy={cy} r={CELL / 2 - 2.5} />
              {c.ties > 0 && (
                <>
                  <line x1={cx - 5} y1={cy + 5} x2={cx + 5} y2={cy - 5} className="bc-ring__tie" />
                  {c.ties > 1 && (
                    <text x={cx} y={cy + 3} textAnchor="middle" className="bc-ring__ties">
                      {c.ties}
                    </text>
                  )}
                </>
              )}
              {c.bankerPair && <circle cx={cx - 5} cy={cy - 5} r={1.8} className="bc-dot is-banker" />}
              {c.playerPair && <circle cx={cx + 5} cy={cy + 5} r={1.8} className="bc-dot is-player" />}
            </g>
          );
        })}
    </svg>
  );
}

function Grid({ columns }: { columns: number }) {
  const lines = [];
  for (let c = 1; c < columns; c++)
    lines.push(<line key={`c${c}`} x1={c * CELL} y1={0} x2={c * CELL} y2={ROWS * CELL} />);
  for (let r = 1; r < ROWS; r++)
    lines.push(<line key={`r${r}`} x1={0} y1={r * CELL} x2={columns * CELL} y2={r * CELL} />);
  return (
    <g className="bc-road__grid">
      <rect x={0} y={0} width={columns * CELL} height={ROWS * CELL} />
      {lines}
    </g>
  );
}
