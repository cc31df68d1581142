import { describe, expect, it } from 'vitest';
import { conformToMask, isMaskFilled, maskPlaceholder } from './masks';

const IBAN = 'TR00 0000 0000 0000 0000 0000 00';

describe('server masks (0 digit, A letter, * either)', () => {
  it('lays typed text into the mask, taking typed literals as themselves and dropping what fits no slot', () => {
    expect(conformToMask(IBAN, 'tr3300061005')).toBe('TR33 0006 1005');
    expect(conformToMask(IBAN, '3300061005')).toBe('TR33 0006 1005');
    expect(conformToMask('AA-000', 'x1y23')).toBe('XY-23');
    expect(conformToMask('***-0', 'a1b2')).toBe('A1B-2');
    expect(conformToMask('0000 0000', '1234')).toBe('1234');
  });

  it('is filled only when every slot is', () => {
    expect(isMaskFilled(IBAN, conformToMask(IBAN, 'TR330006100519786457841326'))).toBe(true);
    expect(isMaskFilled(IBAN, 'TR33 0006')).toBe(false);
    expect(maskPlaceholder('AA-00')).toBe('__-__');
  });
});
