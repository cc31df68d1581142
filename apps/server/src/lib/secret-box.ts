import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Operators' TOTP secrets at rest (docs/decisions/0500): sealed with AES-256-GCM under OPERATOR_SECRET_KEY, so a copy
// of the database (a backup, a replica, a leaked dump) does not hand out second factors. Stored as
// `v1.<iv>.<tag>.<ciphertext>` (base64url). A value without the prefix is a secret written before sealing existed: it
// is read as it is and sealed at the operator's next sign-in.

const PREFIX = 'v1.';

/** The development and test key (public, like the demo operator's secret): never accepted in production. */
export const DEV_OPERATOR_SECRET_KEY = createHash('sha256').update('kasa-dev-operator-secret-key').digest();

/** OPERATOR_SECRET_KEY as bytes: 64 hex characters or base64 / base64url of 32 bytes; null when it is neither. */
export function parseSecretKey(text: string): Buffer | null {
  const value = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/** The secret in `stored`; throws when it was sealed under another key or altered (GCM's tag). */
export function openSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, ciphertext] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('sealed secret: malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
