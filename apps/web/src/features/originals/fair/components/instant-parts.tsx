import '../fair-texts';
import { INSTANT_RISKS, type InstantRisk, INSTANT_TARGET_RTP_BP } from '@kasa/contract/instant';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Pieces shared by Plinko, Limbo, Keno and Hi-Lo: the risk switch and the rules panel with the game's RTP.

export function RiskToggle({
  value,
  onChange,
  disabled,
}: {
  value: InstantRisk;
  onChange: (risk: InstantRisk) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="fair-field">
      <div className="fair-field__head">
        <span id="instant-risk-label">{t('instant.common.risk')}</span>
      </div>
      <div className="fair-toggle fair-toggle--3" role="group" aria-labelledby="instant-risk-label">
        {INSTANT_RISKS.map((risk) => (
          <button
            key={risk}
            type="button"
            className={value === risk ? 'is-active' : ''}
            aria-pressed={value === risk}
            disabled={disabled}
            onClick={() => onChange(risk)}
            data-testid={`risk-${risk}`}
          >
            {t(`instant.common.${risk}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The game's rules with its RTP and house edge (issue 11 §5: stated in the rules panel, proven by npm run rtp:instant);
 * `exact` is the current table's exact RTP when it has one.
 */
export function RulesPanel({
  rules,
  note,
  exact,
  children,
}: {
  rules: string;
  note: string;
  exact?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const rtp = INSTANT_TARGET_RTP_BP / 100;
  return (
    <details className="instant-rules" data-testid="instant-rules">
      <summary>{t('instant.common.rules')}</summary>
      <p>{rules}</p>
      <p className="instant-rules__rtp" data-testid="instant-rtp">
        {t('instant.common.rtpLine', { rtp, edge: Math.round((100 - rtp) * 100) / 100 })}
      </p>
      {exact ? <p className="fair-muted">{t('instant.common.rtpExact', { rtp: exact })}</p> : null}
      <p className="fair-muted">{note}</p>
      {children}
    </details>
  );
}

/** A multiplier as the instant games show it: two decimals below 1 000×, whole above (e.g. 0.30×, 12.87×, 1,000×). */
export function formatX(multiplier: number): string {
  if (multiplier >= 1000) return `${Math.floor(multiplier).toLocaleString('en-US')}×`;
  if (multiplier >= 100) return `${(Math.floor(multiplier * 10 + 1e-9) / 10).toFixed(1)}×`;
  return `${(Math.floor(multiplier * 100 + 1e-9) / 100).toFixed(2)}×`;
}

/** A percentage's number in the page's language (84,6 in Turkish, 84.6 in English); the sign comes from the text. */
export function formatPercent(value: number, digits: number, language: string): string {
  return value.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-US', {
    minimumFractionDigits: digits > 2 ? 0 : digits,
    maximumFractionDigits: digits,
  });
}
