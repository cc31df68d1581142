import type { PaymentDetailField } from '@kasa/contract/payment';
import { describe, expect, it } from 'vitest';
import { buildSchema, webMessage } from './payment-fields';

const IBAN: PaymentDetailField = {
  key: 'iban',
  label: 'IBAN',
  objectType: 'String',
  mask: null,
  option: null,
  min: null,
  max: null,
};

function ibanError(value: string): string | undefined {
  const result = buildSchema([IBAN], String).safeParse({ iban: value });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('IBAN validation messages', () => {
  it('asks for the format when the shape is wrong, and for the check digits when only the checksum fails', () => {
    expect(ibanError('TR33 0006 1005')).toBe(webMessage('payment.ibanFormat'));
    expect(ibanError('DE330006100519786457841326')).toBe(webMessage('payment.ibanFormat'));
    expect(ibanError('TR33 0006 1005 1978 6457 8413 27')).toBe(webMessage('payment.ibanInvalid'));
    expect(ibanError('tr33 0006 1005 1978 6457 8413 26')).toBeUndefined();
  });
});
