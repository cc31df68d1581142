import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

// Spec §5 stepper timings: a held +/− repeats after 500 ms, then every 40 ms.
export const STEPPER_REPEAT_DELAY_MS = 500;
export const STEPPER_REPEAT_INTERVAL_MS = 40;

type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'min' | 'max' | 'step' | 'type' | 'prefix' | 'maxLength'
> & {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number | null;
  max?: number | null;
  step?: number;
  /** Digits after the decimal sign; 0 (whole numbers) blocks the decimal sign. */
  decimals?: number;
  /** Most characters the player may type (the unformatted text: digits, sign, decimal sign). */
  maxLength?: number;
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

function formatter(decimals: number) {
  return new Intl.NumberFormat('tr-TR', { maximumFractionDigits: decimals, useGrouping: true });
}

/** Formats the Turkish way, 1234.5 → '1.234,5', whatever the UI language (amounts are lira). */
export function formatNumberTr(value: number | null, decimals: number): string {
  if (value === null || Number.isNaN(value)) return '';
  return formatter(decimals).format(value);
}

/** The text the player edits: no grouping, Turkish decimal comma. */
function editableText(value: number | null, decimals: number): string {
  if (value === null) return '';
  return formatNumberTr(value, decimals).replace(/\./g, '');
}

/** Parses typed text: the decimal sign is ',' (Turkish) or '.', grouping dots are not typed while editing. */
export function parseNumberText(text: string): number | null {
  const normalised = text.replace(',', '.');
  if (normalised === '' || normalised === '-' || normalised === '.' || normalised === '-.') return null;
  const parsed = Number(normalised);
  return Number.isFinite(parsed) ? parsed : null;
}

export function clampNumber(value: number, min?: number | null, max?: number | null): number {
  let next = value;
  if (min !== null && min !== undefined && next < min) next = min;
  if (max !== null && max !== undefined && next > max) next = max;
  return next;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Keeps only what may be typed (spec §5): digits, one decimal sign (',' or '.', shown as ','), and a leading minus
 * unless the minimum is 0 or above; then cuts to `maxLength`.
 */
export function sanitiseTyped(
  text: string,
  options: { allowMinus: boolean; decimals: number; maxLength?: number },
) {
  let out = '';
  let hasDecimal = false;
  for (const [index, char] of [...text].entries()) {
    if (/\d/.test(char)) {
      if (hasDecimal && out.length - out.indexOf(',') > options.decimals) continue;
      out += char;
    } else if ((char === ',' || char === '.') && options.decimals > 0 && !hasDecimal) {
      hasDecimal = true;
      out += ',';
    } else if (char === '-' && options.allowMinus && index === 0) {
      out += '-';
    }
  }
  return options.maxLength === undefined ? out : out.slice(0, options.maxLength);
}

/**
 * The number input widget of spec §5: typed text is filtered as it comes, the value clamps to min/max and is
 * reformatted (Turkish grouping) on blur or Enter; Home/End jump to min/max; arrows and the +/− steppers move by
 * `step`, and a held stepper repeats.
 */
export function NumberInput({
  value,
  onChange,
  min = null,
  max = null,
  step = 1,
  decimals = 0,
  maxLength,
  prefix,
  id,
  className,
  disabled,
  ref,
  onBlur,
  onFocus,
  onKeyDown,
  ...input
}: NumberInputProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const [text, setText] = useState(() => formatNumberTr(value, decimals));
  const allowMinus = min === null || min < 0;
  // The held stepper reads the value it last set, not the render it started in.
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);

  // Outside changes (a reset, a paste from elsewhere) show up when the player is not typing.
  const shown = isEditing ? text : formatNumberTr(value, decimals);

  const commit = (next: number | null) => {
    const settled = next === null ? null : roundTo(clampNumber(next, min, max), decimals);
    valueRef.current = settled;
    onChange(settled);
    setText(editableText(settled, decimals));
    return settled;
  };

  const stepBy = (direction: 1 | -1) => {
    const current = valueRef.current;
    const base = current === null ? (min ?? 0) : current + direction * step;
    const next = roundTo(clampNumber(base, min, max), decimals);
    valueRef.current = next;
    onChange(next);
    setText(editableText(next, decimals));
  };

  const repeat = useRef<{ delay?: ReturnType<typeof setTimeout>; every?: ReturnType<typeof setInterval> }>(
    {},
  );
  const stopRepeat = () => {
    clearTimeout(repeat.current.delay);
    clearInterval(repeat.current.every);
    repeat.current = {};
  };
  useEffect(() => stopRepeat, []);
  const startRepeat = (direction: 1 | -1) => {
    stopRepeat();
    stepBy(direction);
    repeat.current.delay = setTimeout(() => {
      repeat.current.every = setInterval(() => stepBy(direction), STEPPER_REPEAT_INTERVAL_MS);
    }, STEPPER_REPEAT_DELAY_MS);
  };

  const canStep = (direction: 1 | -1) =>
    !disabled &&
    !(direction > 0 && max !== null && value !== null && value >= max) &&
    !(direction < 0 && min !== null && value !== null && value <= min);

  return (
    <div className={`number-input ${className ?? ''}`} data-testid="number-input">
      <StepperButton
        label={t('common.decrease')}
        symbol="−"
        disabled={!canStep(-1)}
        onStart={() => startRepeat(-1)}
        onStop={stopRepeat}
        onStep={() => stepBy(-1)}
      />
      <div className="input number-input__box">
        {prefix ? <span className="input__prefix">{prefix}</span> : null}
        <input
          {...input}
          id={id}
          ref={ref}
          disabled={disabled}
          className="input__control number-input__control"
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={shown}
          onFocus={(event) => {
            setIsEditing(true);
            setText(editableText(value, decimals));
            onFocus?.(event);
          }}
          onChange={(event) => {
            // After Enter the text is shown grouped (1.234,5); its dots are grouping, not decimal signs.
            const typed = isEditing ? event.target.value : event.target.value.replace(/\./g, '');
            const next = sanitiseTyped(typed, { allowMinus, decimals, maxLength });
            setIsEditing(true);
            setText(next);
            onChange(parseNumberText(next));
          }}
          onBlur={(event) => {
            setIsEditing(false);
            commit(parseNumberText(text));
            onBlur?.(event);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented) return;
            switch (event.key) {
              case 'Enter': {
                const typed = parseNumberText(text);
                const settled = commit(typed);
                setIsEditing(false);
                // A value the clamp changed is shown first, not sent behind the player's back.
                if (settled !== typed) event.preventDefault();
                return;
              }
              case 'Home':
                if (min === null) return;
                event.preventDefault();
                commit(min);
                return;
              case 'End':
                if (max === null) return;
                event.preventDefault();
                commit(max);
                return;
              case 'ArrowUp':
                event.preventDefault();
                stepBy(1);
                return;
              case 'ArrowDown':
                event.preventDefault();
                stepBy(-1);
                return;
              case '-':
                if (!allowMinus) event.preventDefault();
                return;
            }
          }}
        />
      </div>
      <StepperButton
        label={t('common.increase')}
        symbol="+"
        disabled={!canStep(1)}
        onStart={() => startRepeat(1)}
        onStop={stopRepeat}
        onStep={() => stepBy(1)}
      />
    </div>
  );
}

/** A +/− button: pressing steps once and, held, repeats; keyboard activation (no pointer) steps once. */
function StepperButton({
  label,
  symbol,
  disabled,
  onStart,
  onStop,
  onStep,
}: {
  label: string;
  symbol: string;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
  onStep: () => void;
}) {
  useEffect(() => {
    if (disabled) onStop();
  }, [disabled, onStop]);
  return (
    <button
      type="button"
      className="number-input__step"
      aria-label={label}
      tabIndex={-1}
      disabled={disabled}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        onStart();
      }}
      onPointerUp={onStop}
      onPointerLeave={onStop}
      onPointerCancel={onStop}
      onClick={(event) => {
        if (event.detail === 0) onStep();
      }}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}
