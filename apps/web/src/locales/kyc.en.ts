import type { kycTr } from './kyc.tr';
import type { DeepStrings } from './tr';

export const kycEn: DeepStrings<typeof kycTr> = {
  title: 'Verification',
  subtitle:
    'We verify your identity once so that you can withdraw your winnings safely. Only you and our authorised team can see your documents.',
  identity: {
    none: 'Not verified',
    pending: 'Under review',
    rejected: 'Upload again',
    approved: 'Your identity is verified',
  },
  why: 'Your first withdrawal, and withdrawals above {{threshold}} a day, need both sides of your identity card approved.',
  status: {
    missing: 'Not uploaded',
    pending: 'Under review',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  kinds: {
    id_front: {
      title: 'Identity card — front',
      hint: 'Your name, surname and TC No must be readable.',
    },
    id_back: {
      title: 'Identity card — back',
      hint: 'The whole back of the card must be visible.',
    },
    address: {
      title: 'Proof of address',
      hint: 'A utility bill from the last 3 months or an e-Devlet residence document.',
    },
    payment_method: {
      title: 'Proof of payment method',
      hint: 'A document showing the card or account you use is in your name.',
    },
  },
  required: 'Required',
  optional: 'If asked',
  upload: 'Choose and upload a file',
  replace: 'Upload a new file',
  uploading: 'Uploading…',
  view: 'View',
  reason: 'Reason',
  uploadedAt: 'Uploaded: {{date}}',
  fileRules: 'JPEG, PNG, WebP or PDF · up to 10 MB · at least 320×320 pixels',
  uploaded: 'Your document has been uploaded and is waiting for review.',
  loadError: 'Verification details could not be loaded.',
  withdraw: {
    title: 'Identity verification for withdrawals',
    none: 'Your first withdrawal, and withdrawals above {{threshold}} a day, need a verified identity. Upload the front and back of your identity card.',
    pending:
      'Your identity documents are being reviewed. You can withdraw once they are approved; you will get a notification.',
    rejected: 'One of your identity documents was rejected. See why and upload a new one.',
    approved: 'Your identity is verified.',
    ownName: 'Money can only be withdrawn to an account in your own name.',
    go: 'Upload documents',
    goRejected: 'See why and upload again',
  },
};
