import { zodResolver } from '@hookform/resolvers/zod';
import { FastRegisterForm, RegisterForm } from '@kasa/contract/auth';
import { COUNTRY_LIST_DELAY_MS, DEFAULT_COUNTRY_ID } from '@kasa/contract/constants';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Checkbox,
  MaskedField,
  PasswordField,
  FormPhoneField,
  SelectField,
  TextField,
} from '../../../components/ui/field';
import type { RegisterTab } from '../../../lib/dialogs';
import { applyServerFieldErrors, withMasks } from '../../../lib/form';
import { useTranslateRef } from '../../../lib/i18n';
import { MASK, hasLength, isPhoneComplete } from '../../../lib/masks';
import { storedReferral } from '../../../lib/referral';
import { useAuthForm } from '../api/auth-form';
import { buildDefaultRegisterPayload, buildFastRegisterPayload, useRegister } from '../api/register';

export type RegisteredPlayer = { phone: string; wantsTrialBonus: boolean };

const FIELD_NAMES = [
  'name',
  'surname',
  'username',
  'email',
  'phone',
  'PersonalNo',
  'country',
  'birthDateDay',
  'birthDateMonth',
  'birthDateYear',
  'password',
  'password2',
  'trialBonus',
] as const;

const EMPTY_FORM: RegisterForm = {
  name: '',
  surname: '',
  username: '',
  email: '',
  phone: '',
  PersonalNo: '',
  country: DEFAULT_COUNTRY_ID,
  birthDateDay: '',
  birthDateMonth: '',
  birthDateYear: '',
  password: '',
  password2: '',
  trialBonus: 0,
};

/** The country select appears after a short delay (spec §2: 300 ms), once the list is there. */
function useDelayPassed(ms: number): boolean {
  const [hasPassed, setHasPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return hasPassed;
}

/**
 * The register form of spec §2/§3. `variant` 'default' asks for everything; 'fast' leaves out TC No, birth date
 * and country (the payload still carries country 235, currency 1 and isFast=true).
 */
export function RegisterFormView({
  variant,
  titleId,
  onRegistered,
  onSignIn,
}: {
  variant: RegisterTab;
  titleId: string;
  onRegistered: (player: RegisteredPlayer) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const isFast = variant === 'fast';
  const registerCall = useRegister();
  /** Set when the reply carried no session: the address needs verifying (the server's message says how). */
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm>({
    // Both schemas come from the contract; the fast one simply has fewer fields.
    resolver: isFast
      ? (withMasks(zodResolver(FastRegisterForm), {
          phone: isPhoneComplete,
        }) as unknown as Resolver<RegisterForm>)
      : withMasks(zodResolver(RegisterForm), {
          phone: isPhoneComplete,
          birthDateDay: hasLength(2),
          birthDateMonth: hasLength(2),
          birthDateYear: hasLength(4),
        }),
    defaultValues: EMPTY_FORM,
  });

  const onSubmit = handleSubmit((values) => {
    const refId = storedReferral();
    const payload = isFast
      ? buildFastRegisterPayload(values, refId)
      : buildDefaultRegisterPayload(values, refId);
    registerCall.mutate(payload, {
      onSuccess: (envelope) =>
        envelope.data === null
          ? setCheckEmail(envelope.message || t('register.checkEmailText'))
          : onRegistered({ phone: values.phone, wantsTrialBonus: values.trialBonus === 1 }),
      onError: (error) => applyServerFieldErrors(error, setError, FIELD_NAMES),
    });
  });

  const birthError =
    errors.birthDateDay?.message ?? errors.birthDateMonth?.message ?? errors.birthDateYear?.message;

  if (checkEmail !== null) {
    return (
      <div className="form" data-testid="register-check-email">
        <div className="form__head">
          <h2 className="form__title" id={titleId}>
            {t('register.checkEmailTitle')}
          </h2>
          <p className="form__subtitle" role="status">
            {checkEmail}
          </p>
        </div>
        <Button type="button" size="lg" block onClick={onSignIn}>
          {t('auth.signInNow')}
        </Button>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="form__head">
        <h2 className="form__title" id={titleId}>
          {t('register.title')}
        </h2>
        <p className="form__subtitle">{t('register.subtitle')}</p>
      </div>
      <div className="form__grid">
        <TextField
          label={t('register.name')}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('register.surname')}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormPhoneField control={control} name="phone" label={t('register.phone')} />
        {isFast ? null : (
          <Controller
            control={control}
            name="PersonalNo"
            render={({ field }) => (
              <MaskedField
                label={t('register.personalNo')}
                mask={MASK.personalNo}
                placeholder="___________"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onDigitsChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.PersonalNo?.message}
              />
            )}
          />
        )}
        {isFast ? null : (
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <CountrySelect
                error={errors.country?.message}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
        {isFast ? null : (
          <fieldset className={`field birth ${birthError ? 'field--invalid' : ''}`}>
            <legend className="field__label">{t('register.birthDate')}</legend>
            <div className="birth__inputs">
              {(
                [
                  ['birthDateDay', 'register.day', MASK.day, '01'],
                  ['birthDateMonth', 'register.month', MASK.month, '01'],
                  ['birthDateYear', 'register.year', MASK.year, '1970'],
                ] as const
              ).map(([name, label, mask, placeholder]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <MaskedField
                      label={t(label)}
                      fieldClassName="birth__part"
                      mask={mask}
                      placeholder={placeholder}
                      autoComplete={
                        name === 'birthDateDay'
                          ? 'bday-day'
                          : name === 'birthDateMonth'
                            ? 'bday-month'
                            : 'bday-year'
                      }
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onDigitsChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-invalid={errors[name] ? true : undefined}
                    />
                  )}
                />
              ))}
            </div>
            {birthError ? (
              <p className="field__error" role="alert">
                {translateRef(birthError)}
              </p>
            ) : null}
          </fieldset>
        )}
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('register.password2')}
          autoComplete="new-password"
          error={errors.password2?.message}
          {...register('password2')}
        />
      </div>
      <Controller
        control={control}
        name="trialBonus"
        render={({ field }) => (
          <Checkbox
            className="form__check"
            label={t('register.trialBonus')}
            name={field.name}
            ref={field.ref}
            checked={field.value === 1}
            onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
            onBlur={field.onBlur}
          />
        )}
      />
      <p className="form__terms">{t('register.terms')}</p>
      <Button type="submit" size="lg" block isLoading={registerCall.isPending}>
        {t('register.submit')}
      </Button>
      <p className="form__switch">
        {t('auth.alreadyMember')}{' '}
        <button type="button" className="link-button link-button--accent" onClick={onSignIn}>
          {t('auth.signInNow')}
        </button>
      </p>
    </form>
  );
}

function CountrySelect({
  error,
  name,
  value,
  onChange,
  onBlur,
}: {
  error?: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const form = useAuthForm();
  const isDelayPassed = useDelayPassed(COUNTRY_LIST_DELAY_MS);
  const countries = isDelayPassed ? (form.data?.countries ?? []) : [];
  const isReady = countries.length > 0;
  return (
    <SelectField
      label={t('register.country')}
      error={error}
      disabled={!isReady}
      name={name}
      value={isReady ? value : DEFAULT_COUNTRY_ID}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
    >
      {isReady ? (
        countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))
      ) : (
        <option value={DEFAULT_COUNTRY_ID}>{t('common.loading')}</option>
      )}
    </SelectField>
  );
}
