import { useLogin } from '@refinedev/core';
import { OpsPath, type OpsLoginChallenge } from '@kasa/contract/ops';
import { useState } from 'react';
import { errorText, post } from '../lib/api';
import { setLanguage, useT } from '../lib/texts';

// Two steps (docs/decisions/0500): username + password → a one-use challenge; then the authenticator's 6-digit code
// through Refine's login (providers/auth-provider.ts), which opens the session.

export function LoginPage() {
  const { t, language } = useT();
  const { mutate: login, isPending } = useLogin<{ challenge: string; code: string }>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const passwordStep = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await post<OpsLoginChallenge>(OpsPath.login, { username: username.trim(), password });
      setChallenge(data.challenge);
      setPassword('');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const codeStep = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code) || !challenge) {
      setError(t('login.codeFormat'));
      return;
    }
    setError(null);
    login(
      { challenge, code },
      {
        onSuccess: (result) => {
          if (!result.success) {
            // A wrong code spends the challenge: back to the password.
            setError(result.error?.message ?? null);
            setChallenge(null);
            setCode('');
          }
        },
      },
    );
  };

  return (
    <main className="login">
      <div className="login-card">
        <div className="login-brand">
          <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="#f5b700" />
            <path d="M9 7h4v7l7-7h5l-8 8 8 10h-5l-6-7.5-1 1V25H9z" fill="#0b1220" />
          </svg>
          <span>{t('brand')}</span>
          <select
            aria-label={t('language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as 'tr' | 'en')}
          >
            <option value="tr">TR</option>
            <option value="en">EN</option>
          </select>
        </div>
        <h1>{t('login.title')}</h1>
        <p className="muted">{challenge ? t('login.codeHint') : t('login.subtitle')}</p>
        {challenge === null ? (
          <form onSubmit={passwordStep} noValidate>
            <label className="field">
              <span>{t('login.username')}</span>
              <input
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                autoFocus
              />
            </label>
            <label className="field">
              <span>{t('login.password')}</span>
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="primary wide" disabled={busy}>
              {t('login.continue')}
            </button>
          </form>
        ) : (
          <form onSubmit={codeStep} noValidate>
            <label className="field">
              <span>{t('login.code')}</span>
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                autoFocus
              />
            </label>
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="primary wide" disabled={isPending}>
              {t('login.verify')}
            </button>
            <button
              type="button"
              className="link"
              onClick={() => {
                setChallenge(null);
                setError(null);
              }}
            >
              {t('login.back')}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
