import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequest } from '@kasa/contract/customer';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/field';
import { KeyIcon } from '../../../components/ui/icons';
import { closeDialog } from '../../../lib/dialogs';
import { applyServerFieldErrors } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const change = useChangePassword();
  const close = () => closeDialog('change-password');
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequest),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <Dialog size="medium" testId="dialog-change-password" labelledBy={titleId} onClose={close}>
      <form
        className="panel-form"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          change.mutate(values, {
            onSuccess: close,
            onError: (error) =>
              applyServerFieldErrors(error, form.setError, ['oldPassword', 'password', 'confirmPassword']),
          }),
        )}
      >
        <div className="form__head">
          <span className="form__badge-icon" aria-hidden="true">
            <KeyIcon size={26} />
          </span>
          <h2 className="form__title" id={titleId}>
            {t('password.title')}
          </h2>
          <p className="form__subtitle">{t('password.text')}</p>
        </div>
        <PasswordField
          label={t('password.old')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" block isLoading={change.isPending}>
          {t('password.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
