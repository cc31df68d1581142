import '../fair-texts';
import { FAIR_MAX_STAKE, FAIR_MIN_STAKE } from '@kasa/contract/fair';
import { useTranslation } from 'react-i18next';
import { formatLiraCompact } from '../../../../lib/format';

const MIN = FAIR_MIN_STAKE / 100;
const MAX = FAIR_MAX_STAKE / 100;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, Math.round(value * 100) / 100));

/** The stake in lira (text while typing, so "12," is allowed mid-way), with halve and double. */
export function StakeInput({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const amount = parseStake(value);
  return (
    <div className="fair-field">
      <div className="fair-field__head">
        <label htmlFor="fair-stake">{t('fair.common.stake')}</label>
        <span className="fair-muted">
          {t('fair.common.limits', { min: formatLiraCompact(MIN), max: formatLiraCompact(MAX) })}
        </span>
      </div>
      <div className="input fair-stake">
        <span className="input__prefix">₺</span>
        <input
          id="fair-stake"
          className="input__control"
          inputMode="decimal"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.replace(/[^\d.,]/g, ''))}
          onBlur={() => {
            if (amount !== null) onChange(String(clamp(amount)));
          }}
          data-testid="fair-stake"
        />
        <div className="fair-stake__buttons">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(String(clamp((amount ?? MIN) / 2)))}
          >
            {t('fair.common.half')}
          </button>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(String(clamp((amount ?? MIN) * 2)))}
          >
            {t('fair.common.double')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** "12,5" or "12.5" → 12.5; anything unusable → null. */
export function parseStake(value: string): number | null {
  const normalised = value.replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return null;
  const amount = Number(normalised);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}
