import { z } from 'zod';
import { str } from './text.ts';
import { PersonalNo } from './rules.ts';

// Identity checks (KYC) and the withdrawal rules built on them (issue 12 §2, docs/decisions/0410). The player uploads
// documents as multipart/form-data (a `kind` field, then one `file` part); everything else is JSON in the envelope.
// Operator calls live under ops/kyc/… with the operator credential of every /api/ops/… call.

export const KycPath = {
  /** GET: the player's documents (the latest of each kind), identity state and the withdrawal rule. */
  status: 'kyc/status',
  /** POST multipart/form-data: `kind`, then `file`. */
  upload: 'kyc/upload',
  /** GET: the bytes of one of the player's own documents. */
  file: 'kyc/documents/:id/file',
} as const;

export const OpsKycPath = {
  pending: 'ops/kyc/pending',
  document: 'ops/kyc/documents/:id',
  file: 'ops/kyc/documents/:id/file',
  approve: 'ops/kyc/documents/:id/approve',
  reject: 'ops/kyc/documents/:id/reject',
  audit: 'ops/kyc/players/:playerId/audit',
  settings: 'ops/kyc/settings',
} as const;

export const KycDocumentKind = ['id_front', 'id_back', 'address', 'payment_method'] as const;
export type KycDocumentKind = (typeof KycDocumentKind)[number];

/** The two sides of the identity card: both approved → the identity is verified. */
export const IDENTITY_KINDS: readonly KycDocumentKind[] = ['id_front', 'id_back'];

export const KycDocumentStatus = ['pending', 'approved', 'rejected'] as const;
export type KycDocumentStatus = (typeof KycDocumentStatus)[number];

/** none: nothing uploaded; pending: waiting for review; rejected: a side was rejected; approved: both sides approved. */
export const KycIdentityState = ['none', 'pending', 'rejected', 'approved'] as const;
export type KycIdentityState = (typeof KycIdentityState)[number];

export const KycMediaType = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type KycMediaType = (typeof KycMediaType)[number];

/** What an upload may be: its bytes decide, never its name or the browser's content type. */
export const KYC_FILE_RULES = {
  maxBytes: 10 * 1024 * 1024,
  /** A photo of a card smaller than this cannot be read. */
  minWidth: 320,
  minHeight: 320,
  /** Declared dimensions above these are refused before any decoding (a decompression bomb declares them). */
  maxWidth: 12_000,
  maxHeight: 12_000,
  maxMegapixels: 50,
  /** Uploads per player in 24 hours (a pending document replaced counts too). */
  maxUploadsPerDay: 20,
  /** For the file picker only: the server reads the bytes. */
  accept: 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf',
} as const;

/** The default daily amount (lira) above which a withdrawal needs a verified identity; operators change it. */
export const KYC_DEFAULT_DAILY_WITHDRAWAL_THRESHOLD = 5_000;

export const KycUploadFields = z.object({ kind: z.enum(KycDocumentKind, { message: 'e.kycKind' }) });
export type KycUploadFields = z.infer<typeof KycUploadFields>;

/** The upload as the API document shows it: the kind field, then the file part. */
export const KycUploadBody = KycUploadFields.extend({
  file: str().meta({ format: 'binary', description: 'JPEG, PNG, WebP or PDF; at most 10 MB' }),
});

export const KycDocumentParams = z.object({ id: str().regex(/^[1-9]\d{0,17}$/) });

export const KycDocument = z.object({
  id: str(),
  kind: z.enum(KycDocumentKind),
  status: z.enum(KycDocumentStatus),
  /** The operator's reason when rejected: the player sees it. */
  reason: str().nullable(),
  mediaType: z.enum(KycMediaType),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploadedAt: str(),
  reviewedAt: str().nullable(),
});
export type KycDocument = z.infer<typeof KycDocument>;

export const KycStatusData = z.object({
  identity: z.enum(KycIdentityState),
  /** The latest document of each kind the player has uploaded. */
  documents: z.array(KycDocument),
  withdrawal: z.object({
    /** Lira per Türkiye calendar day above which a withdrawal needs the verified identity. */
    dailyThreshold: z.number(),
    /** The first withdrawal always needs it. */
    firstNeedsIdentity: z.boolean(),
  }),
});
export type KycStatusData = z.infer<typeof KycStatusData>;

// ---- operators ----

const trimmed = (max: number) =>
  str()
    .trim()
    .min(1, 'v.required')
    .max(max)
    .regex(/^[^\0]*$/, 'v.invalid');

/**
 * Approving a document. For the front of the identity card the operator types what the document says (name,
 * surname, TC No); they must match the account or the approval is refused.
 */
export const OpsKycApproveRequest = z
  .object({
    name: trimmed(100).optional(),
    surname: trimmed(100).optional(),
    personalNo: PersonalNo.optional(),
    note: str()
      .trim()
      .max(500)
      .regex(/^[^\0]*$/, 'v.invalid')
      .optional(),
  })
  .strip();
export type OpsKycApproveRequest = z.input<typeof OpsKycApproveRequest>;

export const OpsKycRejectRequest = z
  .object({
    reason: str({ error: 'e.kycReasonRequired' })
      .trim()
      .min(3, 'e.kycReasonRequired')
      .max(500)
      .regex(/^[^\0]*$/, 'v.invalid'),
  })
  .strip();
export type OpsKycRejectRequest = z.input<typeof OpsKycRejectRequest>;

export const OpsKycPlayerParams = z.object({ playerId: str().regex(/^[1-9]\d{0,17}$/) });

/** A document as operators see it: the player's account name and TC No beside it, to compare. */
export const OpsKycDocument = KycDocument.extend({
  playerId: str(),
  username: str().nullable(),
  accountName: str(),
  accountPersonalNo: str().nullable(),
  /** What the operator read from the document when approving the front of the identity card. */
  documentName: str().nullable(),
  documentPersonalNo: str().nullable(),
  reviewedBy: str().nullable(),
  sha256: str(),
});
export type OpsKycDocument = z.infer<typeof OpsKycDocument>;

export const OpsKycAuditEntry = z.object({
  id: str(),
  documentId: str().nullable(),
  actor: str(),
  action: str(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: str(),
});
export type OpsKycAuditEntry = z.infer<typeof OpsKycAuditEntry>;

export const OpsKycSettings = z.object({
  dailyWithdrawalThreshold: z.number().min(0).max(10_000_000),
});
export type OpsKycSettings = z.infer<typeof OpsKycSettings>;

/**
 * A person's name as compared across documents, bank accounts and the account: Turkish upper case (i → İ, ı → I),
 * then the Turkish letters and any accent folded to plain Latin (banks often hold names without them), punctuation
 * (- . ') read as a space, runs of spaces collapsed. "ayşe  yılmaz", "AYŞE YILMAZ" and "Ayse Yilmaz" are one name.
 */
export function normalizePersonName(value: string): string {
  return value
    .normalize('NFC')
    .toLocaleUpperCase('tr-TR')
    .replace(/[İI]/g, 'I')
    .replace(/Ş/g, 'S')
    .replace(/Ğ/g, 'G')
    .replace(/Ü/g, 'U')
    .replace(/Ö/g, 'O')
    .replace(/Ç/g, 'C')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-.'’`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two names are the same person's name under `normalizePersonName`. */
export const isSamePersonName = (a: string, b: string) => {
  const left = normalizePersonName(a);
  return left !== '' && left === normalizePersonName(b);
};
