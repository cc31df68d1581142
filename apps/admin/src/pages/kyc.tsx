import { CanAccess, useCan, useList } from '@refinedev/core';
import { OpsKycPath, type OpsKycDocument } from '@kasa/contract/kyc';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog, DataTable, Page, type Column, type DialogField } from '../components/ui';
import { errorText, fileUrl, fill } from '../lib/api';
import { dateTime } from '../lib/format';
import { useT, type TextKey } from '../lib/texts';
import { useAction } from '../lib/use-action';

// Identity documents waiting for a decision (docs/decisions/0410): the image next to the account's name and TC No;
// approving an ID card's front asks what the document says (it must match the account), rejecting asks for the
// reason the player will see. The image is fetched with the operator's token — it has no public address.

type Decision = { doc: OpsKycDocument; action: 'approve' | 'reject' } | null;

function DocumentImage({ doc }: { doc: OpsKycDocument }) {
  const { t } = useT();
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fileUrl(fill(OpsKycPath.file, { id: doc.id }))
      .then((made) => {
        url = made;
        if (live) setSrc(made);
        else URL.revokeObjectURL(made);
      })
      .catch((caught: unknown) => setError(errorText(caught)));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc.id]);
  if (error) return <p className="form-error">{error}</p>;
  if (!src) return <p className="muted">{t('loading')}</p>;
  if (doc.mediaType === 'application/pdf') {
    return <iframe className="doc-view" src={src} title={t(`kyc.kinds.${doc.kind}` as TextKey)} />;
  }
  return <img className="doc-view" src={src} alt={t(`kyc.kinds.${doc.kind}` as TextKey)} />;
}

export function KycPage() {
  const { t } = useT();
  const [open, setOpen] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const run = useAction();
  const { data: canSeeFile } = useCan({ resource: 'kyc', action: 'file' });
  const { result, query } = useList<OpsKycDocument>({
    resource: 'kyc',
    pagination: { mode: 'off' },
    queryOptions: { refetchInterval: 10_000, refetchOnMount: 'always' },
  });

  const columns: Column<OpsKycDocument>[] = [
    { key: 'doc', title: t('kyc.document'), render: (d) => t(`kyc.kinds.${d.kind}` as TextKey) },
    {
      key: 'player',
      title: t('payments.player'),
      render: (d) => <Link to={`/players/${d.playerId}`}>{d.username ?? d.playerId}</Link>,
    },
    {
      key: 'account',
      title: t('kyc.account'),
      render: (d) => (
        <>
          {d.accountName} <code>{d.accountPersonalNo ?? '—'}</code>
        </>
      ),
    },
    { key: 'uploaded', title: t('kyc.uploaded'), render: (d) => dateTime(d.uploadedAt) },
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (d) => (
        <div className="row-actions">
          {canSeeFile?.can ? (
            <button
              type="button"
              className="small"
              aria-expanded={open === d.id}
              onClick={() => setOpen(open === d.id ? null : d.id)}
            >
              {t('kyc.view')}
            </button>
          ) : null}
          <CanAccess resource="kyc" action="approve">
            <button
              type="button"
              className="small"
              onClick={() => setDecision({ doc: d, action: 'approve' })}
            >
              {t('kyc.approve')}
            </button>
          </CanAccess>
          <CanAccess resource="kyc" action="reject">
            <button
              type="button"
              className="small danger"
              onClick={() => setDecision({ doc: d, action: 'reject' })}
            >
              {t('kyc.reject')}
            </button>
          </CanAccess>
        </div>
      ),
    },
  ];

  const openDoc = result.data.find((d) => d.id === open);
  const approveFields: DialogField[] =
    decision?.doc.kind === 'id_front'
      ? [
          { name: 'name', label: t('kyc.docName'), required: true },
          { name: 'surname', label: t('kyc.docSurname'), required: true },
          { name: 'personalNo', label: t('kyc.docPersonalNo'), required: true },
          { name: 'note', label: t('note'), placeholder: t('notePlaceholder') },
        ]
      : [{ name: 'note', label: t('note'), placeholder: t('notePlaceholder') }];

  return (
    <Page title={t('kyc.title')}>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(d) => d.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('kyc.title')}
      />
      {openDoc ? (
        <div className="card">
          <h2 className="card-title">
            {t(`kyc.kinds.${openDoc.kind}` as TextKey)} — {openDoc.accountName}
          </h2>
          <DocumentImage doc={openDoc} />
        </div>
      ) : null}
      {decision ? (
        <ActionDialog
          title={`${t(decision.action === 'approve' ? 'kyc.approve' : 'kyc.reject')} — ${t(`kyc.kinds.${decision.doc.kind}` as TextKey)} (${decision.doc.accountName})`}
          hint={
            decision.action === 'approve'
              ? decision.doc.kind === 'id_front'
                ? t('kyc.idFrontHint')
                : undefined
              : t('kyc.rejectHint')
          }
          confirmLabel={t(decision.action === 'approve' ? 'kyc.approve' : 'kyc.reject')}
          danger={decision.action === 'reject'}
          fields={
            decision.action === 'approve'
              ? approveFields
              : [{ name: 'reason', label: t('reason'), required: true, multiline: true }]
          }
          onSubmit={async (values) => {
            const path = fill(decision.action === 'approve' ? OpsKycPath.approve : OpsKycPath.reject, {
              id: decision.doc.id,
            });
            const body =
              decision.action === 'reject'
                ? { reason: values.reason }
                : Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
            await run(path, body, ['kyc']);
            if (open === decision.doc.id) setOpen(null);
          }}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </Page>
  );
}
