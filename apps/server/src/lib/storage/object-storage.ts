/**
 * The file-storage port (DESIGN.md, ports): private objects by key — KYC documents today, chat attachments and
 * banners later. Two adapters: a folder under DATA_DIR (the built-in default) and S3-compatible storage
 * (S3_BUCKET …). Nothing in storage is ever served directly: callers read an object and answer it after their own
 * authorisation.
 */
export interface ObjectStorage {
  /** 'fs' or 's3', for logs and /ready. */
  readonly kind: 'fs' | 's3';
  /** Stores the bytes under `key` (replacing any object there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are made by the application (never from user input), but a folder adapter turns them into paths: refuse
// anything that could leave its root.
const KEY = /^[a-z0-9][a-z0-9_-]{0,62}(\/[a-z0-9][a-z0-9_.-]{0,126}){0,4}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
