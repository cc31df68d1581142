import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest } from '@kasa/contract/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../../components/ui/auth-shell';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField, TextField } from '../../../components/ui/field';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { useLogin } from '../api/login';

export function LoginDialog() {
  const titleId = useId();
  return (
    <Dialog size="full" testId="dialog-login" labelledBy={titleId} onClose={() => closeDialog('login')}>
      <AuthShell>
        <LoginForm titleId={titleId} />
      </AuthShell>
    </Dialog>
  );
}

export function LoginForm({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
  });

  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
      <div className="form__head">
        <h2 className="form__title" id={titleId}>
          {t('auth.loginTitle')}
        </h2>
        <p className="form__subtitle">{t('auth.loginSubtitle')}</p>
      </div>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="form__row form__row--end">
        <button type="button" className="link-button" onClick={() => openDialog('recovery')}>
          {t('auth.recoveryLink')}
        </button>
      </div>
      <Button type="submit" size="lg" block isLoading={login.isPending}>
        {t('auth.login')}
      </Button>
      <p className="form__switch">
        {t('auth.notMember')}{' '}
        <button
          type="button"
          className="link-button link-button--accent"
          onClick={() => openDialog('register')}
        >
          {t('auth.signUpNow')}
        </button>
      </p>
    </form>
  );
}
