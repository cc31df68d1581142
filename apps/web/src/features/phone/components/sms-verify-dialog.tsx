import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneForm } from '@kasa/contract/customer';
import { PhoneValidationStep } from '@kasa/contract/enums';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormPhoneField } from '../../../components/ui/field';
import { PhoneIcon } from '../../../components/ui/icons';
import { SmsCodeForm, useCodeForm } from '../../../components/ui/sms-code-form';
import { SuccessPanel } from '../../../components/ui/success-panel';
import { closeDialog } from '../../../lib/dialogs';
import { withMasks } from '../../../lib/form';
import { formatPhone } from '../../../lib/format';
import { isPhoneComplete } from '../../../lib/masks';
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
  const codeForm = useCodeForm();
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
  const verify = (code: string) =>
    updatePhone.mutate(
      { step: PhoneValidationStep.EnterCode, phone, code },
      {
        onSuccess: () => setStep('done'),
        onError: () => codeForm.reset({ code: '' }),
      },
    );

  return (
    <Dialog size="full" testId="dialog-sms-verify" labelledBy={titleId} onClose={close}>
      <div className="centered-screen">
        <div className="centered-screen__card">
          {step === 'done' ? (
            <SuccessPanel role="status">
              <h2 className="form__title" id={titleId}>
                {t('phone.smsDoneTitle')}
              </h2>
              <p className="form__subtitle">
                {t('phone.smsDoneText', { phone: `+90 ${formatPhone(phone)}` })}
              </p>
              <Button size="lg" block onClick={close}>
                {t('common.close')}
              </Button>
            </SuccessPanel>
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
                <FormPhoneField
                  control={phoneForm.control}
                  name="phone"
                  label={t('account.phone')}
                  isLocked={step === 2}
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
                <SmsCodeForm
                  form={codeForm}
                  label={t('phone.code')}
                  submitLabel={t('phone.verify')}
                  sentRound={sentRound}
                  isPending={updatePhone.isPending}
                  onResend={() => void sendCode()}
                  onSubmit={verify}
                />
              ) : null}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
