import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, isAdultOn, isValidTcKimlikNo, realDate } from './rules.ts';

/** Builds a valid T.C. Kimlik No from its first nine digits, by the published check-digit rule. */
function withCheckDigits(nine: number[]): string {
  const odd = nine[0]! + nine[2]! + nine[4]! + nine[6]! + nine[8]!;
  const even = nine[1]! + nine[3]! + nine[5]! + nine[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (nine.reduce((a, b) => a + b, 0) + tenth) % 10;
  return [...nine, tenth, eleventh].join('');
}

const firstNine = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
  )
  .map(([first, rest]) => [first, ...rest]);

describe('Turkish national identity number', () => {
  it('accepts known valid numbers', () => {
    expect(isValidTcKimlikNo('10000000146')).toBe(true);
    expect(isValidTcKimlikNo(withCheckDigits([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe(true);
  });

  it('accepts every number whose two check digits follow the rule', () => {
    fc.assert(fc.property(firstNine, (nine) => isValidTcKimlikNo(withCheckDigits(nine))));
  });

  it('refuses a number when any single digit is changed', () => {
    fc.assert(
      fc.property(
        firstNine,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (nine, place, delta) => {
          const digits = [...withCheckDigits(nine)].map(Number);
          digits[place] = (digits[place]! + delta) % 10;
          return !isValidTcKimlikNo(digits.join(''));
        },
      ),
    );
  });

  it('refuses a leading zero, wrong lengths and non-digits', () => {
    expect(isValidTcKimlikNo('01234567890')).toBe(false);
    expect(isValidTcKimlikNo('1000000014')).toBe(false);
    expect(isValidTcKimlikNo('100000001460')).toBe(false);
    expect(isValidTcKimlikNo('1000000014a')).toBe(false);
  });
});

describe('birth dates', () => {
  it('knows which days exist', () => {
    expect(realDate(2024, 2, 29)).not.toBeNull();
    expect(realDate(2023, 2, 29)).toBeNull();
    expect(realDate(2023, 4, 31)).toBeNull();
    expect(realDate(2023, 13, 1)).toBeNull();
  });

  it('counts a player as 18 on the 18th birthday, not the day before', () => {
    const birth = realDate(2008, 11, 21)!;
    expect(isAdultOn(birth, new Date(Date.UTC(2026, 10, 21)))).toBe(true);
    expect(isAdultOn(birth, new Date(Date.UTC(2026, 10, 20)))).toBe(false);
    expect(ageOn(birth, new Date(Date.UTC(2026, 10, 20)))).toBe(17);
  });

  it('treats 29 February birthdays as adult on 1 March of the 18th year', () => {
    const birth = realDate(2008, 2, 29)!;
    expect(isAdultOn(birth, new Date(Date.UTC(2026, 1, 28)))).toBe(false);
    expect(isAdultOn(birth, new Date(Date.UTC(2026, 2, 1)))).toBe(true);
  });
});
