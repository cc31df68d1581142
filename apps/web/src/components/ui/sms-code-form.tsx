import { zodResolver } from '@hookform/resolvers/zod';
import { CodeForm } from '@kasa/contract/customer';
import type { ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { withMasks } from '../../lib/form';
import { MASK, isCodeComplete } from '../../lib/masks';
import { Button } from './button';
import { MaskedField } from './field';
import { ResendTimer } from './resend-timer';

export type CodeValues = z.infer<typeof CodeForm>;

/** The SMS code form state, validated with the contract's `CodeForm` plus the code mask (spec §8). */
export function useCodeForm(): UseFormReturn<CodeValues> {
  return useForm<CodeValues>({
    resolver: withMasks(zodResolver(CodeForm), { code: isCodeComplete }),
    defaultValues: { code: '' },
  });
}

/**
 * The SMS code entry (spec §4): the masked code field, the resend countdown and the submit button. The caller
 * owns the form (`useCodeForm`) so it can clear the code, e.g. after a refused code (spec §8); `sentRound`
 * changes each time a code is sent, which restarts the countdown. `children` go after the submit button.
 */
export function SmsCodeForm({
  form,
  label,
  submitLabel,
  sentRound,
  isPending,
  onResend,
  onSubmit,
  children,
}: {
  form: UseFormReturn<CodeValues>;
  label: string;
  submitLabel: string;
  sentRound: number;
  isPending: boolean;
  onResend: () => void;
  onSubmit: (code: string) => void;
  children?: ReactNode;
}) {
  return (
    <form
      className="form__section"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.code))}
    >
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <MaskedField
            label={label}
            mask={MASK.code}
            autoComplete="one-time-code"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onDigitsChange={field.onChange}
            onBlur={field.onBlur}
            error={form.formState.errors.code?.message}
          />
        )}
      />
      <ResendTimer key={sentRound} isSending={isPending} onResend={onResend} />
      <Button type="submit" size="lg" block isLoading={isPending}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
