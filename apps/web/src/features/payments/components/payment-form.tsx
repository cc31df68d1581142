import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentDetailField, PaymentDetailValues } from '@kasa/contract/payment';
import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { LockIcon } from '../../../components/ui/icons';
import { NumberInput, formatNumberTr } from '../../../components/ui/number-input';
import { useTranslateRef } from '../../../lib/i18n';
import { conformToMask, maskPlaceholder } from '../../../lib/masks';
import { toast } from '../../../lib/toast';
import {
  buildSchema,
  decimalsOf,
  displayMaskOf,
  fieldKind,
  identifierPattern,
  initialValues,
  isAmountField,
  isCardField,
  isIbanField,
  isIdentifierField,
  toDetail,
  type FormValues,
} from '../utils/payment-fields';

type PaymentFormProps = {
  fields: PaymentDetailField[];
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (detail: PaymentDetailValues) => void;
};

function formatLimit(value: number, field: PaymentDetailField): string {
  const text = formatNumberTr(value, decimalsOf(field));
  return isAmountField(field) ? `₺${text}` : text;
}

/** The dynamic payment form of spec §5, built from `payment/detail` fields. */
export function PaymentForm({ fields, submitLabel, isSubmitting, onSubmit }: PaymentFormProps) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const schema = useMemo(() => buildSchema(fields, formatLimit), [fields]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: initialValues(fields),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;

  const errorText = (key: string): string | undefined => {
    const message = errors[key]?.message;
    if (!message) return undefined;
    if (!message.startsWith('t:')) return translateRef(message);
    const [webKey, value] = message.slice(2).split('|');
    return t(webKey!, { min: value, max: value });
  };

  const paste = async (field: PaymentDetailField) => {
    try {
      const text = await navigator.clipboard.readText();
      const mask = displayMaskOf(field);
      const value = mask ? conformToMask(mask, text) : text.trim().toUpperCase();
      form.setValue(field.key, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    } catch {
      // Denied permission or no clipboard API (spec: graceful) — the player types it instead.
      toast.warning(t('payment.pasteDenied'));
    }
  };

  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(toDetail(fields, values)))}
    >
      {fields.map((field) => {
        const kind = fieldKind(field);
        const id = `payment-${field.key}`;
        const error = errorText(field.key);
        const canPaste = isIdentifierField(field);
        const isIdentifier = isIdentifierField(field);
        const mask = displayMaskOf(field);
        if (kind === 'number') {
          const hint =
            field.min !== null && field.max !== null
              ? t('payment.amountRange', {
                  min: formatLimit(field.min, field),
                  max: formatLimit(field.max, field),
                })
              : undefined;
          return (
            <Controller
              key={field.key}
              control={form.control}
              name={field.key}
              render={({ field: control }) => (
                <div className={`field ${error ? 'field--invalid' : ''}`}>
                  <label className="field__label" htmlFor={id}>
                    {field.label}
                  </label>
                  <NumberInput
                    id={id}
                    ref={control.ref}
                    name={control.name}
                    data-testid={`payment-field-${field.key}`}
                    value={typeof control.value === 'number' ? control.value : null}
                    onChange={control.onChange}
                    onBlur={control.onBlur}
                    min={field.min}
                    max={field.max}
                    decimals={decimalsOf(field)}
                    maxLength={
                      field.max !== null
                        ? String(Math.trunc(field.max)).length + (decimalsOf(field) ? 3 : 0)
                        : 15
                    }
                    prefix={isAmountField(field) ? '₺' : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
                  />
                  {error ? (
                    <p className="field__error" id={`${id}-error`} role="alert">
                      {error}
                    </p>
                  ) : hint ? (
                    <p className="field__hint" id={`${id}-hint`}>
                      {hint}
                    </p>
                  ) : null}
                </div>
              )}
            />
          );
        }
        if (kind === 'dropdown') {
          return (
            <SelectField
              key={field.key}
              id={id}
              label={field.label}
              error={error}
              data-testid={`payment-field-${field.key}`}
              {...form.register(field.key)}
            >
              <option value="" disabled>
                {t('payment.choose')}
              </option>
              {(field.option ?? []).map((option) => (
                <option key={String(option.id)} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </SelectField>
          );
        }
        return (
          <Controller
            key={field.key}
            control={form.control}
            name={field.key}
            render={({ field: control }) => (
              <TextField
                id={id}
                ref={control.ref}
                name={control.name}
                label={field.label}
                error={error}
                data-testid={`payment-field-${field.key}`}
                value={String(control.value ?? '')}
                onBlur={control.onBlur}
                onChange={(event) => {
                  const raw = event.target.value;
                  control.onChange(
                    mask
                      ? conformToMask(mask, raw)
                      : isIbanField(field)
                        ? raw.toUpperCase()
                        : isIdentifier
                          ? raw.replace(/[^\d ]/g, '')
                          : raw,
                  );
                }}
                placeholder={mask ? maskPlaceholder(mask) : undefined}
                maxLength={mask ? mask.length : undefined}
                type="text"
                inputMode={isIdentifier ? 'numeric' : undefined}
                pattern={isIdentifier ? identifierPattern(field) : undefined}
                autoComplete={isCardField(field) ? 'cc-number' : 'off'}
                spellCheck={false}
                fieldClassName={mask ? 'field--mono' : undefined}
                suffix={
                  canPaste ? (
                    <button
                      type="button"
                      className="input__paste"
                      onClick={() => void paste(field)}
                      aria-label={`${t('payment.paste')}: ${field.label}`}
                    >
                      {t('payment.paste')}
                    </button>
                  ) : undefined
                }
              />
            )}
          />
        );
      })}
      <Button
        type="submit"
        size="lg"
        block
        disabled={!isValid}
        isLoading={isSubmitting}
        data-testid="payment-submit"
      >
        {submitLabel}
      </Button>
      <p className="payment-form__secure">
        <LockIcon size={14} />
        {t('payment.secure')}
      </p>
    </form>
  );
}
