import type { ServerConfig } from '../config';
import type { FileStorage } from './fileStorage';
import { createLocalDiskStorage } from './localDiskStorage';
import { createS3Storage } from './s3Storage';

/** The configured logo storage: local disk under UPLOADS_DIR (default) or an S3 bucket. */
export function createFileStorage(config: ServerConfig): FileStorage {
  return config.storage.driver === 's3'
    ? createS3Storage(config.storage.s3)
    : createLocalDiskStorage(config.uploadsDir);
}
