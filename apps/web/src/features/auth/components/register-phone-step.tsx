import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneForm } from '@kasa/contract/customer';
import { PhoneValidationStep } from '@kasa/contract/enums';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormPhoneField } from '../../../components/ui/field';
import { PhoneIcon } from '../../../components/ui/icons';
import { SmsCodeForm, useCodeForm } from '../../../components/ui/sms-code-form';
import { withMasks } from '../../../lib/form';
import { isPhoneComplete } from '../../../lib/masks';
import { useUpdatePhone } from '../../../lib/update-phone';

type PhoneValues = z.infer<typeof PhoneForm>;

/**
 * The phone step after registration (spec §4): 1 = phone prefilled and locked, 2 = the server accepted the phone,
 * code field shown, phone still locked. 'Change Phone Number' goes back to 1 and unlocks the phone.
 * With `sendAtOnce` the code is requested as soon as the step opens (the trial bonus box was ticked).
 */
export function RegisterPhoneStep({
  initialPhone,
  sendAtOnce,
  titleId,
  onVerified,
  onSkip,
}: {
  initialPhone: string;
  sendAtOnce: boolean;
  titleId: string;
  onVerified: () => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  const updatePhone = useUpdatePhone();
  const [step, setStep] = useState<
    typeof PhoneValidationStep.EnterPhone | typeof PhoneValidationStep.EnterCode
  >(PhoneValidationStep.EnterPhone);
  const [isPhoneLocked, setIsPhoneLocked] = useState(true);
  const [sentRound, setSentRound] = useState(0);
  const phoneForm = useForm<PhoneValues>({
    resolver: withMasks(zodResolver(PhoneForm), { phone: isPhoneComplete }),
    defaultValues: { phone: initialPhone },
  });
  const codeForm = useCodeForm();

  const sendCode = (phone: string) =>
    updatePhone.mutate(
      { step: PhoneValidationStep.EnterPhone, phone, code: null },
      {
        onSuccess: () => {
          setStep(PhoneValidationStep.EnterCode);
          setIsPhoneLocked(true);
          setSentRound((n) => n + 1);
          codeForm.reset({ code: '' });
        },
      },
    );

  const hasAutoSent = useRef(false);
  useEffect(() => {
    if (!sendAtOnce || hasAutoSent.current) return;
    hasAutoSent.current = true;
    sendCode(initialPhone);
    // Runs once when the step opens; sendCode is recreated every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSendPhone = phoneForm.handleSubmit((values) => sendCode(values.phone));
  const onValidate = (code: string) =>
    updatePhone.mutate(
      { step: PhoneValidationStep.EnterCode, phone: phoneForm.getValues('phone'), code },
      {
        onSuccess: onVerified,
        // Spec §8: a failed verification code clears the code field.
        onError: () => codeForm.reset({ code: '' }),
      },
    );

  return (
    <div className="form" data-testid="register-phone-step">
      <div className="form__head">
        <span className="form__badge-icon" aria-hidden="true">
          <PhoneIcon size={26} />
        </span>
        <h2 className="form__title" id={titleId}>
          {t('register.phoneTitle')}
        </h2>
        <p className="form__subtitle">{t('register.phoneText')}</p>
      </div>

      <form className="form__section" noValidate onSubmit={onSendPhone}>
        <FormPhoneField
          control={phoneForm.control}
          name="phone"
          label={t('register.phone')}
          isLocked={isPhoneLocked}
        />
        {step === PhoneValidationStep.EnterCode ? (
          <div className="form__row form__row--end">
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setStep(PhoneValidationStep.EnterPhone);
                setIsPhoneLocked(false);
                codeForm.reset({ code: '' });
              }}
            >
              {t('register.changePhone')}
            </button>
          </div>
        ) : (
          <Button type="submit" size="lg" block isLoading={updatePhone.isPending}>
            {t('register.sendCode')}
          </Button>
        )}
      </form>

      {step === PhoneValidationStep.EnterCode ? (
        <SmsCodeForm
          form={codeForm}
          label={t('register.smsCode')}
          submitLabel={t('register.validate')}
          sentRound={sentRound}
          isPending={updatePhone.isPending}
          onResend={() => sendCode(phoneForm.getValues('phone'))}
          onSubmit={onValidate}
        />
      ) : null}

      <p className="form__switch">
        <button type="button" className="link-button" onClick={onSkip}>
          {t('register.skip')}
        </button>
      </p>
    </div>
  );
}
