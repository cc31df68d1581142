import '../../../styles/kyc.css';
import '../kyc-texts';
import {
  IDENTITY_KINDS,
  KYC_FILE_RULES,
  KycDocumentKind,
  type KycDocument,
  type KycIdentityState,
} from '@kasa/contract/kyc';
import { msg, translate } from '@kasa/contract/messages';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  AlertIcon,
  CheckCircleIcon,
  ClockIcon,
  DocumentIcon,
  EyeIcon,
  IdCardIcon,
  ShieldIcon,
} from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLira } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { openKycDocument, useKycStatus, useUploadKycDocument } from '../api/kyc';

type DocState = 'missing' | KycDocument['status'];

const STATE_ICON = {
  missing: DocumentIcon,
  pending: ClockIcon,
  approved: CheckCircleIcon,
  rejected: AlertIcon,
} as const;

export const IDENTITY_TONE: Record<KycIdentityState, 'ok' | 'warn' | 'danger' | 'muted'> = {
  approved: 'ok',
  pending: 'warn',
  rejected: 'danger',
  none: 'muted',
};

/**
 * The account page's "Verification" section: one card per document kind with its state, the operator's reason when
 * it was rejected, and an upload. The server checks every file by its bytes; the size is checked here too so a
 * player on a phone is not made to send 30 MB to hear it is too large.
 */
export function VerificationSection() {
  const { t } = useTranslation();
  const status = useKycStatus();
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (location.hash === '#verification' && status.isSuccess)
      ref.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, status.isSuccess]);

  return (
    <section
      className="card kyc"
      id="verification"
      ref={ref}
      aria-labelledby="kyc-title"
      data-testid="kyc-section"
    >
      <header className="kyc__head">
        <h2 className="card__title kyc__title" id="kyc-title">
          <ShieldIcon size={20} />
          {t('kyc.title')}
        </h2>
        {status.data ? (
          <span
            className={`kyc-badge kyc-badge--${IDENTITY_TONE[status.data.identity]}`}
            data-testid="kyc-identity"
          >
            {t(`kyc.identity.${status.data.identity}`)}
          </span>
        ) : null}
      </header>
      <p className="kyc__lead">{t('kyc.subtitle')}</p>
      {status.isPending ? <Loading className="loading--block" /> : null}
      {status.isError ? (
        <p className="kyc__error" role="alert">
          {t('kyc.loadError')} {status.error.message}
        </p>
      ) : null}
      {status.data ? (
        <>
          <p className="kyc__why">
            <IdCardIcon size={18} />
            <span>{t('kyc.why', { threshold: formatLira(status.data.withdrawal.dailyThreshold) })}</span>
          </p>
          <ul className="kyc-docs">
            {KycDocumentKind.map((kind) => (
              <DocumentCard
                key={kind}
                kind={kind}
                document={status.data.documents.find((d) => d.kind === kind) ?? null}
              />
            ))}
          </ul>
          <p className="kyc__rules">{t('kyc.fileRules')}</p>
        </>
      ) : null}
    </section>
  );
}

function DocumentCard({ kind, document }: { kind: KycDocumentKind; document: KycDocument | null }) {
  const { t } = useTranslation();
  const upload = useUploadKycDocument();
  const inputId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const state: DocState = document?.status ?? 'missing';
  const Icon = STATE_ICON[state];
  const isRequired = IDENTITY_KINDS.includes(kind);
  const error = localError ?? (upload.isError ? errorMessage(upload.error) : null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLocalError(null);
    upload.reset();
    if (file.size > KYC_FILE_RULES.maxBytes) {
      setLocalError(
        translate(currentLocale(), msg('e.kycFileTooLarge', KYC_FILE_RULES.maxBytes / 1024 / 1024)),
      );
      return;
    }
    upload.mutate(
      { kind, file },
      { onSuccess: (envelope) => showToast('success', envelope.message || t('kyc.uploaded')) },
    );
  }

  return (
    <li className={`kyc-doc kyc-doc--${state}`} data-testid={`kyc-doc-${kind}`}>
      <div className="kyc-doc__top">
        <span className="kyc-doc__icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        <div className="kyc-doc__text">
          <h3 className="kyc-doc__title">
            {t(`kyc.kinds.${kind}.title`)}
            <span className={`kyc-doc__need${isRequired ? ' kyc-doc__need--required' : ''}`}>
              {isRequired ? t('kyc.required') : t('kyc.optional')}
            </span>
          </h3>
          <p className="kyc-doc__hint">{t(`kyc.kinds.${kind}.hint`)}</p>
        </div>
        <span className={`kyc-badge kyc-badge--${state}`} data-testid={`kyc-state-${kind}`}>
          {t(`kyc.status.${state}`)}
        </span>
      </div>
      {document?.status === 'rejected' && document.reason ? (
        <p className="kyc-doc__reason" role="note">
          <strong>{t('kyc.reason')}:</strong> {document.reason}
        </p>
      ) : null}
      <div className="kyc-doc__foot">
        {document ? (
          <span className="kyc-doc__meta">
            {t('kyc.uploadedAt', { date: formatDateTime(document.uploadedAt) })}
          </span>
        ) : (
          <span />
        )}
        <div className="kyc-doc__actions">
          {document ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<EyeIcon size={16} />}
              onClick={() =>
                void openKycDocument(document.id).catch((e: unknown) => showToast('error', errorMessage(e)))
              }
            >
              {t('kyc.view')}
            </Button>
          ) : null}
          {state !== 'approved' ? (
            <>
              <input
                id={inputId}
                className="kyc-doc__input"
                type="file"
                accept={KYC_FILE_RULES.accept}
                onChange={onFile}
                disabled={upload.isPending}
                aria-label={`${t(`kyc.kinds.${kind}.title`)}: ${document ? t('kyc.replace') : t('kyc.upload')}`}
              />
              <label
                htmlFor={inputId}
                className={`btn btn--sm ${state === 'missing' || state === 'rejected' ? 'btn--primary' : 'btn--secondary'}`}
                aria-hidden="true"
              >
                <span className="btn__label">
                  {upload.isPending ? t('kyc.uploading') : document ? t('kyc.replace') : t('kyc.upload')}
                </span>
              </label>
            </>
          ) : null}
        </div>
      </div>
      {error ? (
        <p className="kyc-doc__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
