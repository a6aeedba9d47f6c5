import type { ServerConfig } from '../config';
import type { FileStorage } from './fileStorage';
import { createLocalDiskStorage } from './localDiskStorage';

/** The configured logo storage: local disk under UPLOADS_DIR (the only adapter so far). */
export function createFileStorage(config: ServerConfig): FileStorage {
  return createLocalDiskStorage(config.uploadsDir);
}
