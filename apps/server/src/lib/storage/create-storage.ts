import type { Config } from '../../config/env.ts';
import { createFsStorage } from './fs-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The configured adapter: S3 when S3_BUCKET is set, otherwise the folder. */
export function createStorage(config: Pick<Config, 'storage'>): ObjectStorage {
  return config.storage.s3 ? createS3Storage(config.storage.s3) : createFsStorage(config.storage.dir);
}
