import type { ServerConfig } from '../config';
import type { FileStorage } from './fileStorage';
import { createLocalDiskStorage } from './localDiskStorage';

/**
 * The configured logo storage: local disk under UPLOADS_DIR (default) or an S3 bucket. The S3
 * adapter, and the AWS SDK under it, loads only when configured: a disk server never pays for it.
 */
export async function createFileStorage(config: ServerConfig): Promise<FileStorage> {
  if (config.storage.driver !== 's3') return createLocalDiskStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3Storage');
  return createS3Storage(config.storage.s3);
}
