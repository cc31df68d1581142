import { zodResolver } from '@hookform/resolvers/zod';
import { CodeForm, PhoneForm } from '@kasa/contract/customer';
import { PhoneValidationStep } from '@kasa/contract/enums';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { MaskedField, PhoneField } from '../../../components/ui/field';
import { PhoneIcon } from '../../../components/ui/icons';
import { ResendTimer } from '../../../components/ui/resend-timer';
import { closeDialog } from '../../../lib/dialogs';
import { withMasks } from '../../../lib/form';
import { formatPhone } from '../../../lib/format';
import { MASK, isCodeComplete, isPhoneComplete } from '../../../lib/masks';
import { useAuth } from '../../../lib/session';
import { useUpdatePhone } from '../../../lib/update-phone';

type Step = 1 | 2 | 'done';

/**
 * Spec §2/§4 SMS verify dialog (full screen): step 1 phone → step 2 code → a congratulations screen with Close.
 * 'Change Phone Number' returns to step 1 and clears the code. The whole form (step, phone, code) is sent.
 */
export function SmsVerifyDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const { session } = useAuth();
  const updatePhone = useUpdatePhone();
  const [step, setStep] = useState<Step>(1);
  const [sentRound, setSentRound] = useState(0);
  const close = () => closeDialog('sms-verify');
  const phoneForm = useForm<z.infer<typeof PhoneForm>>({
    resolver: withMasks(zodResolver(PhoneForm), { phone: isPhoneComplete }),
    defaultValues: { phone: session?.phone ?? '' },
  });
  const codeForm = useForm<z.infer<typeof CodeForm>>({
    resolver: withMasks(zodResolver(CodeForm), { code: isCodeComplete }),
    defaultValues: { code: '' },
  });
  const phone = useWatch({ control: phoneForm.control, name: 'phone' });

  const sendCode = phoneForm.handleSubmit((values) =>
    updatePhone.mutate(
      { step: PhoneValidationStep.EnterPhone, phone: values.phone, code: codeForm.getValues('code') || null },
      {
        onSuccess: () => {
          setSentRound((n) => n + 1);
          setStep(2);
        },
      },
    ),
  );
  const verify = codeForm.handleSubmit((values) =>
    updatePhone.mutate(
      { step: PhoneValidationStep.EnterCode, phone, code: values.code },
      {
        onSuccess: () => setStep('done'),
        onError: () => codeForm.reset({ code: '' }),
      },
    ),
  );

  return (
    <Dialog size="full" testId="dialog-sms-verify" labelledBy={titleId} onClose={close}>
      <div className="centered-screen">
        <div className="centered-screen__card">
          {step === 'done' ? (
            <div className="success" role="status">
              <div className="success__mark" aria-hidden="true">
                <svg viewBox="0 0 96 96" width="88" height="88">
                  <circle
                    cx="48"
                    cy="48"
                    r="44"
                    fill="rgba(25,227,140,0.12)"
                    stroke="#19e38c"
                    strokeWidth="3"
                  />
                  <path
                    d="M30 49l12 12 24-26"
                    fill="none"
                    stroke="#19e38c"
                    strokeWidth="6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </div>
              <h2 className="form__title" id={titleId}>
                {t('phone.smsDoneTitle')}
              </h2>
              <p className="form__subtitle">
                {t('phone.smsDoneText', { phone: `+90 ${formatPhone(phone)}` })}
              </p>
              <Button size="lg" block onClick={close}>
                {t('common.close')}
              </Button>
            </div>
          ) : (
            <>
              <div className="form__head">
                <span className="form__badge-icon" aria-hidden="true">
                  <PhoneIcon size={26} />
                </span>
                <h2 className="form__title" id={titleId}>
                  {t('phone.smsTitle')}
                </h2>
                <p className="form__subtitle">
                  {step === 1
                    ? t('phone.smsStep1')
                    : t('phone.codeText', { phone: `+90 ${formatPhone(phone)}` })}
                </p>
              </div>
              <form className="form__section" noValidate onSubmit={sendCode}>
                <Controller
                  control={phoneForm.control}
                  name="phone"
                  render={({ field }) => (
                    <PhoneField
                      label={t('account.phone')}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      isLocked={step === 2}
                      error={phoneForm.formState.errors.phone?.message}
                    />
                  )}
                />
                {step === 1 ? (
                  <Button type="submit" size="lg" block isLoading={updatePhone.isPending}>
                    {t('phone.sendCode')}
                  </Button>
                ) : (
                  <div className="form__row form__row--end">
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        codeForm.reset({ code: '' });
                        setStep(1);
                      }}
                    >
                      {t('phone.changePhone')}
                    </button>
                  </div>
                )}
              </form>
              {step === 2 ? (
                <form className="form__section" noValidate onSubmit={verify}>
                  <Controller
                    control={codeForm.control}
                    name="code"
                    render={({ field }) => (
                      <MaskedField
                        label={t('phone.code')}
                        mask={MASK.code}
                        autoComplete="one-time-code"
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onDigitsChange={field.onChange}
                        onBlur={field.onBlur}
                        error={codeForm.formState.errors.code?.message}
                      />
                    )}
                  />
                  <ResendTimer
                    key={sentRound}
                    isSending={updatePhone.isPending}
                    onResend={() => void sendCode()}
                  />
                  <Button type="submit" size="lg" block isLoading={updatePhone.isPending}>
                    {t('phone.verify')}
                  </Button>
                </form>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
