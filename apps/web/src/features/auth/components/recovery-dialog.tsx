import { zodResolver } from '@hookform/resolvers/zod';
import { CheckResetCodeRequest, NewPasswordForm, SendResetPasswordRequest } from '@kasa/contract/auth';
import { LOGIN_AFTER_PASSWORD_CHANGE_MS } from '@kasa/contract/constants';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../../components/ui/auth-shell';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { KeyIcon, LockIcon, MailIcon } from '../../../components/ui/icons';
import { PasswordField, TextField } from '../../../components/ui/field';
import { SuccessPanel } from '../../../components/ui/success-panel';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { useChangePasswordWithCode, useCheckResetCode, useSendResetPassword } from '../api/recovery';

type Step = 1 | 2 | 3 | 4;

export function RecoveryDialog() {
  const titleId = useId();
  return (
    <Dialog size="full" testId="dialog-recovery" labelledBy={titleId} onClose={() => closeDialog('recovery')}>
      <AuthShell>
        <RecoveryFlow titleId={titleId} />
      </AuthShell>
    </Dialog>
  );
}

/**
 * Account recovery in four steps on one screen (spec §2/§4). Each step moves on only when its call succeeds;
 * the login dialog opens 1 s after the last one.
 */
export function RecoveryFlow({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(1);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');

  useEffect(() => {
    if (step !== 4) return;
    const timer = setTimeout(() => openDialog('login'), LOGIN_AFTER_PASSWORD_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  return (
    <div className="form recovery">
      {step < 4 ? (
        <ol className="steps" aria-label={t('recovery.stepOf', { step, total: 3 })}>
          {[1, 2, 3].map((n) => (
            <li
              key={n}
              className={`steps__dot ${n <= step ? 'steps__dot--done' : ''}`}
              aria-current={n === step ? 'step' : undefined}
            />
          ))}
        </ol>
      ) : null}
      {step === 1 ? (
        <UsernameStep
          titleId={titleId}
          onDone={(name) => {
            setUsername(name);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <CodeStep
          titleId={titleId}
          username={username}
          onDone={(value) => {
            setCode(value);
            setStep(3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <NewPasswordStep titleId={titleId} username={username} code={code} onDone={() => setStep(4)} />
      ) : null}
      {step === 4 ? (
        <SuccessPanel role="status">
          <p className="success__text" id={titleId}>
            {t('recovery.success')}
          </p>
        </SuccessPanel>
      ) : null}
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
    </div>
  );
}

function StepHead({
  titleId,
  icon,
  title,
  text,
}: {
  titleId: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className="form__head">
      <span className="form__badge-icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="form__title" id={titleId}>
        {title}
      </h2>
      <p className="form__subtitle">{text}</p>
    </div>
  );
}

function UsernameStep({ titleId, onDone }: { titleId: string; onDone: (username: string) => void }) {
  const { t } = useTranslation();
  const send = useSendResetPassword();
  const form = useForm<SendResetPasswordRequest>({
    resolver: zodResolver(SendResetPasswordRequest),
    defaultValues: { username: '' },
  });
  return (
    <form
      className="form__section"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, { onSuccess: () => onDone(values.username) }),
      )}
    >
      <StepHead
        titleId={titleId}
        icon={<KeyIcon size={26} />}
        title={t('recovery.title')}
        text={t('recovery.startText')}
      />
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.formState.errors.username?.message}
        {...form.register('username')}
      />
      <Button type="submit" size="lg" block isLoading={send.isPending}>
        {t('common.continue')}
      </Button>
    </form>
  );
}

function CodeStep({
  titleId,
  username,
  onDone,
}: {
  titleId: string;
  username: string;
  onDone: (code: string) => void;
}) {
  const { t } = useTranslation();
  const check = useCheckResetCode();
  const form = useForm<CheckResetCodeRequest>({
    resolver: zodResolver(CheckResetCodeRequest),
    defaultValues: { code: '', username },
  });
  return (
    <form
      className="form__section"
      noValidate
      onSubmit={form.handleSubmit((values) => check.mutate(values, { onSuccess: () => onDone(values.code) }))}
    >
      <StepHead
        titleId={titleId}
        icon={<MailIcon size={26} />}
        title={t('recovery.title')}
        text={t('recovery.codeText')}
      />
      <TextField
        label={t('recovery.resetCode')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" size="lg" block isLoading={check.isPending}>
        {t('common.continue')}
      </Button>
    </form>
  );
}

function NewPasswordStep({
  titleId,
  username,
  code,
  onDone,
}: {
  titleId: string;
  username: string;
  code: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangePasswordWithCode();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', password2: '' },
  });
  return (
    <form
      className="form__section"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        change.mutate({ ...values, username, code }, { onSuccess: onDone }),
      )}
    >
      <StepHead
        titleId={titleId}
        icon={<LockIcon size={26} />}
        title={t('recovery.newPasswordTitle')}
        text={t('recovery.newPasswordText')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={form.formState.errors.password2?.message}
        {...form.register('password2')}
      />
      <Button type="submit" size="lg" block isLoading={change.isPending}>
        {t('common.continue')}
      </Button>
    </form>
  );
}
