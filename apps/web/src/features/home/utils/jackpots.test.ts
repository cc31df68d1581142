import { describe, expect, it } from 'vitest';
import { amusnetJackpotCards, egtJackpotCards, questJackpotAmount } from './jackpots';

const levels = (n: number) =>
  Array.from({ length: n }, (_, index) => ({ levelName: `L${4 - index}`, currentValue: 1000 * (4 - index) }));

describe('jackpot cards (spec §3/§9)', () => {
  it('keeps only Clover Chance then High Cash, whatever order they come in', () => {
    const views = egtJackpotCards([
      { instanceName: 'High Cash', levelStats: levels(4) },
      { instanceName: 'Other Jackpot', levelStats: levels(4) },
      { instanceName: 'Clover Chance', levelStats: levels(4) },
    ]);
    expect(views.map((view) => view.title)).toEqual(['Clover Chance', 'High Cash']);
    expect(views[0]!.levels).toEqual([
      { name: 'L4', amount: 4000 },
      { name: 'L3', amount: 3000 },
      { name: 'L2', amount: 2000 },
      { name: 'L1', amount: 1000 },
    ]);
  });

  it('leaves out a card without exactly 4 levels', () => {
    expect(
      egtJackpotCards([
        { instanceName: 'Clover Chance', levelStats: levels(3) },
        { instanceName: 'High Cash', levelStats: levels(5) },
      ]),
    ).toEqual([]);
  });

  it('reads amusnet cards from currentLevelI … IV', () => {
    const [card] = amusnetJackpotCards([
      { currentLevelI: 9000, currentLevelII: 900, currentLevelIII: 90, currentLevelIV: 9 },
    ]);
    expect(card!.levels.map((level) => level.amount)).toEqual([9000, 900, 90, 9]);
  });

  it('ignores the quest jackpot while it shows the 14000 sentinel', () => {
    expect(questJackpotAmount({ currentLevelI: 14000 })).toBeNull();
    expect(questJackpotAmount({ currentLevelI: 14001.5 })).toBe(14001.5);
    expect(questJackpotAmount(null)).toBeNull();
  });
});
