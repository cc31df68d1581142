import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneForm } from '@kasa/contract/customer';
import { PhoneValidationStep, PhoneVerificationPage } from '@kasa/contract/enums';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormPhoneField } from '../../../components/ui/field';
import { CheckCircleIcon, PhoneIcon, AlertIcon } from '../../../components/ui/icons';
import { SmsCodeForm, useCodeForm } from '../../../components/ui/sms-code-form';
import { closeDialog } from '../../../lib/dialogs';
import { withMasks } from '../../../lib/form';
import { formatPhone } from '../../../lib/format';
import { isPhoneComplete } from '../../../lib/masks';
import { useAuth } from '../../../lib/session';
import { useUpdatePhone } from '../../../lib/update-phone';

type Page = (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];

/**
 * Spec §2/§4 phone verification dialog, four pages: not verified → (code sent) → code entry → verified;
 * not verified/verified → 'Update Number' → update page → (code sent) → code entry. Starts on 'verified' when the
 * session says the phone is verified. The phone can be edited only on the update page.
 */
export function PhoneVerificationDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const { session } = useAuth();
  const updatePhone = useUpdatePhone();
  const [page, setPage] = useState<Page>(
    session?.smsVerified ? PhoneVerificationPage.VerifiedPage : PhoneVerificationPage.NotVerifiedPage,
  );
  const [sentRound, setSentRound] = useState(0);
  const phoneForm = useForm<z.infer<typeof PhoneForm>>({
    resolver: withMasks(zodResolver(PhoneForm), { phone: isPhoneComplete }),
    defaultValues: { phone: session?.phone ?? '' },
  });
  const codeForm = useCodeForm();
  const phone = useWatch({ control: phoneForm.control, name: 'phone' });
  const isVerified = page === PhoneVerificationPage.VerifiedPage;
  const isEditable = page === PhoneVerificationPage.UpdatePage;

  const sendCode = phoneForm.handleSubmit((values) =>
    updatePhone.mutate(
      { step: PhoneValidationStep.EnterPhone, phone: values.phone, code: null },
      {
        onSuccess: () => {
          codeForm.reset({ code: '' });
          setSentRound((n) => n + 1);
          setPage(PhoneVerificationPage.VerificationCodePage);
        },
      },
    ),
  );
  const verify = (code: string) =>
    updatePhone.mutate(
      { step: PhoneValidationStep.EnterCode, phone, code },
      {
        onSuccess: () => setPage(PhoneVerificationPage.VerifiedPage),
        onError: () => codeForm.reset({ code: '' }),
      },
    );

  const text = {
    [PhoneVerificationPage.NotVerifiedPage]: t('phone.notVerifiedText'),
    [PhoneVerificationPage.VerifiedPage]: t('phone.verifiedText'),
    [PhoneVerificationPage.UpdatePage]: t('phone.updateText'),
    [PhoneVerificationPage.VerificationCodePage]: t('phone.codeText', { phone: `+90 ${formatPhone(phone)}` }),
  }[page];

  return (
    <Dialog
      size="medium"
      testId="dialog-phone-verification"
      labelledBy={titleId}
      onClose={() => closeDialog('phone-verification')}
    >
      <div className="panel-form" data-page={page}>
        <div className="form__head">
          <span
            className={`form__badge-icon ${isVerified ? '' : 'form__badge-icon--gold'}`}
            aria-hidden="true"
          >
            <PhoneIcon size={26} />
          </span>
          <h2 className="form__title" id={titleId}>
            {t('phone.title')}
          </h2>
          <p className="form__subtitle">{text}</p>
        </div>

        <form className="form__section" noValidate onSubmit={sendCode}>
          {isEditable ? (
            <FormPhoneField control={phoneForm.control} name="phone" label={t('account.phone')} />
          ) : (
            <div className="phone-status">
              <div>
                <span className="phone-status__label">{t('account.phone')}</span>
                <span className="phone-status__number">
                  {phone ? `+90 ${formatPhone(phone)}` : t('phone.noPhone')}
                </span>
              </div>
              <span className={`status-label ${isVerified ? 'status-label--ok' : 'status-label--warn'}`}>
                {isVerified ? <CheckCircleIcon size={16} /> : <AlertIcon size={16} />}
                {isVerified ? t('phone.verified') : t('phone.notVerified')}
              </span>
            </div>
          )}
          {phoneForm.formState.errors.phone && !isEditable ? (
            <p className="field__error" role="alert">
              {t('phone.noPhone')}
            </p>
          ) : null}

          {page === PhoneVerificationPage.NotVerifiedPage ? (
            <div className="form__actions">
              <Button type="submit" size="lg" block isLoading={updatePhone.isPending} disabled={!phone}>
                {t('phone.sendCode')}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                block
                onClick={() => setPage(PhoneVerificationPage.UpdatePage)}
              >
                {t('phone.updateNumber')}
              </Button>
            </div>
          ) : null}
          {page === PhoneVerificationPage.VerifiedPage ? (
            <Button
              variant="secondary"
              size="lg"
              block
              onClick={() => setPage(PhoneVerificationPage.UpdatePage)}
            >
              {t('phone.updateNumber')}
            </Button>
          ) : null}
          {page === PhoneVerificationPage.UpdatePage ? (
            <Button type="submit" size="lg" block isLoading={updatePhone.isPending}>
              {t('phone.sendCode')}
            </Button>
          ) : null}
        </form>

        {page === PhoneVerificationPage.VerificationCodePage ? (
          <SmsCodeForm
            form={codeForm}
            label={t('phone.code')}
            submitLabel={t('phone.verify')}
            sentRound={sentRound}
            isPending={updatePhone.isPending}
            onResend={() => void sendCode()}
            onSubmit={verify}
          >
            <button
              type="button"
              className="link-button form__center"
              onClick={() => setPage(PhoneVerificationPage.UpdatePage)}
            >
              {t('phone.updateNumber')}
            </button>
          </SmsCodeForm>
        ) : null}
      </div>
    </Dialog>
  );
}
