import { TOMBALA_BALLS, columnOf } from '@kasa/contract/tombala-rules';
import { BALL_COLORS } from './ball';

/** The caller's board of 90: ten numbers a row, called ones lit in their column's colour, the last one pulsing. */
export function NumberBoard({ called, label }: { called: readonly number[]; label: string }) {
  const set = new Set(called);
  const last = called.at(-1);
  return (
    <div className="tb-board" role="grid" aria-label={label} data-testid="tombala-board">
      {Array.from({ length: TOMBALA_BALLS }, (_, i) => i + 1).map((n) => {
        const on = set.has(n);
        return (
          <span
            key={n}
            role="gridcell"
            className={`tb-board__cell${on ? ' is-on' : ''}${n === last ? ' is-last' : ''}`}
            style={on ? { background: BALL_COLORS[columnOf(n)] } : undefined}
            aria-selected={on}
            data-called={on ? 'true' : undefined}
          >
            {n}
          </span>
        );
      })}
    </div>
  );
}
