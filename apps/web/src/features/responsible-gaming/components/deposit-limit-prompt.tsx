import '../rg-texts';
import '../../../styles/responsible-gaming.css';
import { LimitPeriod } from '@kasa/contract/responsible-gaming';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { useLimits, useSetLimit, useSkipLimitPrompt } from '../api/limits';
import { parseLira } from './responsible-gaming-page';

/**
 * On the deposit page: until the player has a deposit limit or has actively skipped (asked again after 6 months),
 * a prompt to set one — the limit form is the default, skipping is its own button. Always: a link to the settings.
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation();
  const limits = useLimits();
  const set = useSetLimit();
  const skip = useSkipLimitPrompt();
  const [period, setPeriod] = useState<LimitPeriod>('month');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const inputId = useId();
  const link = (
    <Link className="rg-deposit-link" to="/dashboard/responsible-gaming" data-testid="rg-deposit-link">
      <ShieldIcon size={16} />
      {t('rg.link')}
    </Link>
  );
  if (!limits.data?.promptDepositLimit) return link;
  return (
    <section className="rg-prompt" aria-labelledby={titleId} data-testid="rg-prompt">
      <h2 className="rg-prompt__title" id={titleId}>
        <ShieldIcon size={20} />
        {t('rg.prompt.title')}
      </h2>
      <p className="rg-card__text">{t('rg.prompt.text')}</p>
      <form
        className="rg-prompt__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const amount = parseLira(text);
          if (amount === null || amount < 1) {
            setError(t('rg.invalidAmount'));
            return;
          }
          setError(null);
          set.mutate({ kind: 'deposit', period, amount });
        }}
      >
        <div className="segmented rg-segmented" role="radiogroup" aria-label={t('rg.deposit.title')}>
          {LimitPeriod.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={period === p}
              className={`segmented__item ${period === p ? 'segmented__item--on' : ''}`}
              onClick={() => setPeriod(p)}
            >
              {t(`rg.period.${p}`)}
            </button>
          ))}
        </div>
        <label className="rg-sr" htmlFor={inputId}>
          {t('rg.amount')}
        </label>
        <input
          id={inputId}
          className={`rg-input ${error ? 'rg-input--invalid' : ''}`}
          inputMode="decimal"
          placeholder={t('rg.amount')}
          value={text}
          data-testid="rg-prompt-amount"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" isLoading={set.isPending} data-testid="rg-prompt-set">
          {t('rg.prompt.set')}
        </Button>
      </form>
      {error ? <p className="field__error">{error}</p> : null}
      <Button
        variant="link"
        size="sm"
        className="rg-prompt__skip"
        isLoading={skip.isPending}
        onClick={() => skip.mutate(undefined)}
        data-testid="rg-prompt-skip"
      >
        {t('rg.prompt.skip')}
      </Button>
    </section>
  );
}
