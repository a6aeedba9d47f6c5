import { createHash, randomBytes } from 'node:crypto';

/**
 * Where logo images are kept (all PNG). The local-disk adapter is the embedded default; the S3
 * adapter keeps them in an object store every node shares (STORAGE_DRIVER=s3). Names are always made by the server (see storedName).
 */
export interface FileStorage {
  save(name: string, bytes: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removing a file that is not there is not an error. */
  remove(name: string): Promise<void>;
}

export const UPLOADS_ROUTE_PREFIX = '/uploads/';

const STORED_NAME = /^[a-f0-9]{32,64}\.png$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** For writes and removals: a name the server did not make is a bug, never a path to follow. */
export function assertStoredName(name: string): void {
  if (!isStoredName(name)) throw new Error(`"${name}" is not a stored file name`);
}

/** A fresh random name for an uploaded image. */
export function randomStoredName(): string {
  return `${randomBytes(16).toString('hex')}.png`;
}

/** The same name for the same owner and bytes, so a retried job overwrites rather than adds. */
export function contentStoredName(owner: string, bytes: Buffer): string {
  return `${createHash('sha256').update(owner).update('\0').update(bytes).digest('hex')}.png`;
}

export function publicUrlOf(name: string): string {
  return `${UPLOADS_ROUTE_PREFIX}${name}`;
}

/** The stored name behind a URL this server handed out, or undefined for any other URL. */
export function storedNameOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS_ROUTE_PREFIX)) return undefined;
  const name = url.slice(UPLOADS_ROUTE_PREFIX.length);
  return isStoredName(name) ? name : undefined;
}
