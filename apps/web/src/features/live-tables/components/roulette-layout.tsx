import '../live-tables-texts';
import { SPOTS, pocketColor } from '@kasa/contract/roulette-rules';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EVEN_MONEY_SPOTS,
  edgeSpots,
  projection,
  spotAnchor,
  spotArea,
  type Orientation,
} from '../utils/layout-geometry';
import { ChipShape } from './chip';

export interface LayoutChips {
  /** Lira per spot: placed and confirmed on the server. */
  confirmed: Map<string, number>;
  /** Lira per spot: placed here, not sent yet. */
  pending: Map<string, number>;
}

/**
 * The felt of a European table drawn by code: zero, the 36 numbers in their colours, the 2:1 columns, dozens and
 * even-money boxes, and invisible hit areas on every edge and corner for splits, streets, corners and six lines.
 * A tap places the chosen chip on the bet under it.
 */
export function RouletteLayout({
  orientation,
  chips,
  onPlace,
  disabled,
  winning,
}: {
  orientation: Orientation;
  chips: LayoutChips;
  onPlace: (spot: string) => void;
  disabled: boolean;
  /** The last result, highlighted. */
  winning: number | null;
}) {
  const { t } = useTranslation();
  const p = useMemo(() => projection(orientation), [orientation]);
  const edges = useMemo(() => edgeSpots(), []);
  const [hover, setHover] = useState<string | null>(null);
  const lit = new Set(hover ? (SPOTS.get(hover)?.numbers ?? []) : []);
  const vertical = orientation === 'vertical';

  const label = (spot: string) => {
    const [kind, arg] = spot.split(':');
    if (kind === 'dozen') return t(`roulette.spot.dozen${arg}`);
    if (kind === 'column') return '2:1';
    if (kind === 'low') return '1-18';
    if (kind === 'high') return '19-36';
    return t(`roulette.spot.${kind}`);
  };
  const place = (spot: string) => {
    if (!disabled) onPlace(spot);
  };
  const hitProps = (spot: string) => ({
    'data-spot': spot,
    onClick: () => place(spot),
    onPointerEnter: () => setHover(spot),
    onPointerLeave: () => setHover((h) => (h === spot ? null : h)),
  });
  /** Numbers and outside bets are buttons for the keyboard too (the edges between numbers are for pointers). */
  const buttonProps = (spot: string, name: string) => ({
    ...hitProps(spot),
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-label': name,
    'aria-disabled': disabled,
    onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      place(spot);
    },
    onFocus: () => setHover(spot),
    onBlur: () => setHover((h) => (h === spot ? null : h)),
  });

  const cells = [];
  for (let n = 0; n <= 36; n++) {
    const spot = `straight:${n}`;
    const area = spotArea(spot)!;
    const r = p.rect(...area);
    const color = pocketColor(n);
    const center = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    cells.push(
      <g
        key={spot}
        className={`rt-cell is-${color}${lit.has(n) ? ' is-lit' : ''}${winning === n ? ' is-win' : ''}`}
        {...buttonProps(spot, `${n} ${t(`roulette.color.${color}`)}`)}
      >
        <rect x={r.x} y={r.y} width={r.width} height={r.height} className="rt-cell__bg" />
        {n === 0 ? (
          <text x={center.x} y={center.y + 7} textAnchor="middle" className="rt-num">
            0
          </text>
        ) : (
          <>
            <ellipse
              cx={center.x}
              cy={center.y}
              rx={p.unit * 0.36}
              ry={p.unit * 0.3}
              className="rt-num__oval"
            />
            <text x={center.x} y={center.y + 6} textAnchor="middle" className="rt-num">
              {n}
            </text>
          </>
        )}
      </g>,
    );
  }

  const outside = [
    ...['dozen:1', 'dozen:2', 'dozen:3', 'column:1', 'column:2', 'column:3'],
    ...EVEN_MONEY_SPOTS,
  ].map((spot) => {
    const r = p.rect(...spotArea(spot)!);
    const cx = r.x + r.width / 2;
    const cy = r.y + r.height / 2;
    const rotate = vertical && spot.startsWith('dozen') ? `rotate(-90 ${cx} ${cy})` : undefined;
    return (
      <g
        key={spot}
        className={`rt-out${SPOTS.get(spot)?.numbers.some((n) => lit.has(n)) && hover === spot ? ' is-lit' : ''}`}
        {...buttonProps(
          spot,
          spot.startsWith('column') ? t('roulette.spot.column', { n: spot.split(':')[1] }) : label(spot),
        )}
      >
        <rect x={r.x} y={r.y} width={r.width} height={r.height} className="rt-out__bg" />
        {spot === 'red' || spot === 'black' ? (
          <path
            d={`M${cx} ${cy - 14} L${cx + 20} ${cy} L${cx} ${cy + 14} L${cx - 20} ${cy}Z`}
            className={`rt-diamond is-${spot}`}
          >
            <title>{label(spot)}</title>
          </path>
        ) : (
          <text x={cx} y={cy + 5} textAnchor="middle" className="rt-out__text" transform={rotate}>
            {label(spot)}
          </text>
        )}
      </g>
    );
  });

  const chipAt = (spot: string, value: number, pending: boolean, offset: number) => {
    const { u, v } = spotAnchor(spot);
    const pt = p.point(u, v);
    return (
      <ChipShape
        key={`${pending ? 'p' : 'c'}${spot}`}
        x={pt.x}
        y={pt.y - offset}
        r={p.unit * 0.3}
        value={value}
        pending={pending}
      />
    );
  };

  return (
    <svg
      viewBox={`0 0 ${p.width} ${p.height}`}
      className={`rt-layout is-${orientation}${disabled ? ' is-closed' : ''}`}
      role="group"
      aria-label={t('roulette.layout')}
      data-testid="roulette-layout"
    >
      <rect x={0} y={0} width={p.width} height={p.height} rx={10} className="rt-layout__felt" />
      {cells}
      {outside}
      {edges.map(({ spot, area }) => {
        const r = p.rect(...area);
        return (
          <rect
            key={spot}
            x={r.x}
            y={r.y}
            width={r.width}
            height={r.height}
            className="rt-edge"
            {...hitProps(spot)}
          >
            <title>{SPOTS.get(spot)?.numbers.join(' / ')}</title>
          </rect>
        );
      })}
      <g pointerEvents="none">
        {[...chips.confirmed].map(([spot, value]) => chipAt(spot, value, false, 0))}
        {[...chips.pending].map(([spot, value]) =>
          chipAt(spot, value, true, chips.confirmed.has(spot) ? 4 : 0),
        )}
      </g>
    </svg>
  );
}
