import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '../../lib/i18n';
import {
  applyMask,
  digitsOnly,
  localDigitsFromPhoneValue,
  phoneValueFromLocal,
  slotCount,
  MASK,
} from '../../lib/masks';
import { EyeIcon, EyeOffIcon, LockIcon } from './icons';

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label above, control, then the rule message (a contract reference, translated) or a hint. */
function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  const translateRef = useTranslateRef();
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {translateRef(error)}
        </p>
      ) : hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  prefix?: ReactNode;
  suffix?: ReactNode;
  fieldClassName?: string;
  isLocked?: boolean;
};

export function TextField({
  label,
  error,
  hint,
  id,
  prefix,
  suffix,
  fieldClassName,
  isLocked = false,
  ref,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      <div className={`input ${isLocked ? 'input--locked' : ''}`}>
        {prefix ? <span className="input__prefix">{prefix}</span> : null}
        <input
          id={inputId}
          ref={ref}
          className="input__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          readOnly={isLocked || input.readOnly}
          {...input}
        />
        {isLocked ? (
          <span className="input__suffix input__lock" aria-hidden="true">
            <LockIcon size={16} />
          </span>
        ) : null}
        {suffix ? <span className="input__suffix">{suffix}</span> : null}
      </div>
    </FieldFrame>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="input__toggle"
          aria-label={isVisible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((v) => !v)}
        >
          {isVisible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

type MaskedFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  mask: string;
  /** Bare digits, without the mask's literals. */
  value: string;
  onDigitsChange: (digits: string) => void;
};

/** A digits-only input drawn through a mask ('0' = digit slot). It reports bare digits, never the literals. */
export function MaskedField({ mask, value, onDigitsChange, placeholder, ...rest }: MaskedFieldProps) {
  const display = applyMask(mask, value ?? '');
  return (
    <TextField
      {...rest}
      value={display}
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'off'}
      placeholder={placeholder ?? mask.replace(/0/g, '_')}
      maxLength={mask.length}
      onChange={(event) => {
        let digits = digitsOnly(event.target.value).slice(0, slotCount(mask));
        // Deleting a literal (a bracket, a space) must delete the digit before it, or the caret would be stuck.
        if (digits === value && event.target.value.length < display.length) digits = digits.slice(0, -1);
        onDigitsChange(digits);
      }}
    />
  );
}

type PhoneFieldProps = Omit<MaskedFieldProps, 'mask' | 'value' | 'onDigitsChange'> & {
  /** The stored form: '90' followed by ten digits, e.g. '905321234567'. */
  value: string;
  onChange: (value: string) => void;
};

/** Fixed +90 prefix and a ten-digit mask; the value is '90' + the ten digits (spec §5). */
export function PhoneField({ value, onChange, ...rest }: PhoneFieldProps) {
  return (
    <MaskedField
      {...rest}
      mask={MASK.phone}
      type="tel"
      autoComplete="tel-national"
      placeholder="(5__) ___ __ __"
      prefix="+90"
      value={localDigitsFromPhoneValue(value)}
      onDigitsChange={(digits) => onChange(phoneValueFromLocal(digits))}
    />
  );
}

type FormPhoneFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  isLocked?: boolean;
};

/** A `PhoneField` bound to a react-hook-form field, showing that field's error. */
export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  label,
  isLocked,
}: FormPhoneFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <PhoneField
      label={label}
      name={field.name}
      ref={ref}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isLocked={isLocked}
      error={fieldState.error?.message}
    />
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  fieldClassName?: string;
};

export function SelectField({
  label,
  error,
  id,
  ref,
  fieldClassName,
  children,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} error={error} className={fieldClassName}>
      <div className="input input--select">
        <select
          id={selectId}
          ref={ref}
          className="input__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error)}
          {...select}
        >
          {children}
        </select>
      </div>
    </FieldFrame>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, id, ref, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`checkbox ${className ?? ''}`}>
      <input id={inputId} ref={ref} type="checkbox" className="checkbox__input" {...input} />
      <label htmlFor={inputId} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
