import '../live-tables-texts';
import { POCKETS, WHEEL_ORDER, pocketColor, type RouletteStake } from '@kasa/contract/roulette-rules';
import { useTranslation } from 'react-i18next';

type Call = 'voisins' | 'tiers' | 'orphelins' | 'jeuzero';

/**
 * The racetrack: the wheel's order laid out as an oval. A number places "neighbours of n ±k"; the sections in the
 * middle place the announced bets (voisins du zéro, tiers du cylindre, orphelins, jeu zéro), each expanded by the
 * server into its classic chips.
 */
export function Racetrack({
  onPlace,
  neighbours,
  disabled,
}: {
  onPlace: (stake: Omit<RouletteStake, 'amount'>) => void;
  neighbours: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const width = 600;
  const height = 150;
  // 37 pockets around a stadium shape: 15 along the top, 15 along the bottom, 3 + 4 on the two ends.
  const top = 15;
  const cw = (width - 2 * 60) / top;
  const cells: Array<{ n: number; x: number; y: number; w: number; h: number }> = [];
  // Start with 5 at the top left so zero sits on the right end, as on most live tables.
  const start = WHEEL_ORDER.indexOf(5);
  const seq = Array.from({ length: POCKETS }, (_, i) => WHEEL_ORDER[(start + i) % POCKETS]!);
  seq.forEach((n, i) => {
    if (i < top) cells.push({ n, x: 60 + i * cw, y: 0, w: cw, h: 40 });
    else if (i < top + 3) cells.push({ n, x: width - 60, y: (i - top) * (height / 3), w: 60, h: height / 3 });
    else if (i < 2 * top + 3)
      cells.push({ n, x: width - 60 - (i - top - 3 + 1) * cw, y: height - 40, w: cw, h: 40 });
    else cells.push({ n, x: 0, y: height - (i - 2 * top - 3 + 1) * (height / 4), w: 60, h: height / 4 });
  });
  const place = (stake: Omit<RouletteStake, 'amount'>) => {
    if (!disabled) onPlace(stake);
  };
  const section = (call: Call, x: number, w: number) => (
    <g key={call} className="rt-track__section" data-call={call} onClick={() => place({ call })}>
      <rect x={x} y={44} width={w} height={height - 88} />
      <text x={x + w / 2} y={height / 2 + 5} textAnchor="middle">
        {t(`roulette.track.${call}`)}
      </text>
    </g>
  );
  return (
    <svg
      viewBox={`-2 -2 ${width + 4} ${height + 4}`}
      className={`rt-track${disabled ? ' is-closed' : ''}`}
      role="group"
      aria-label={t('roulette.racetrack')}
      data-testid="roulette-racetrack"
    >
      <rect x={0} y={0} width={width} height={height} rx={60} className="rt-track__felt" />
      {cells.map(({ n, x, y, w, h }) => (
        <g
          key={n}
          className={`rt-track__cell is-${pocketColor(n)}`}
          data-neighbours={n}
          onClick={() => place({ call: 'neighbours', number: n, count: neighbours })}
        >
          <rect x={x + 1} y={y + 1} width={w - 2} height={h - 2} rx={4} />
          <text x={x + w / 2} y={y + h / 2 + 5} textAnchor="middle">
            {n}
          </text>
        </g>
      ))}
      {section('tiers', 64, 150)}
      {section('orphelins', 218, 110)}
      {section('voisins', 332, 140)}
      {section('jeuzero', 476, 60)}
    </svg>
  );
}
