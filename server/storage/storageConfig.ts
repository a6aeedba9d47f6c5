/**
 * Where uploaded and scraped logos are kept, chosen by STORAGE_DRIVER: `disk` (the embedded
 * default, UPLOADS_DIR) or `s3`, any S3-compatible object store every node shares.
 */
export type StorageConfig = { driver: 'disk' } | { driver: 's3'; s3: S3StorageConfig };

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (instance role, AWS_* variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`STORAGE_DRIVER=s3 needs ${name}, which is not set`);
  return value;
}

function readEndpoint(raw: string | undefined): string | undefined {
  const endpoint = raw?.trim();
  if (!endpoint) return undefined;
  if (!/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${raw}"`);
  }
  return endpoint.replace(/\/+$/, '');
}

function readForcePathStyle(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`S3_FORCE_PATH_STYLE must be "true" or "false", got "${raw}"`);
}

/** Both keys, or neither (then the SDK finds credentials itself); one alone is a mistake. */
function readCredentials(env: NodeJS.ProcessEnv): S3StorageConfig['credentials'] {
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId) {
    throw new Error('S3_SECRET_ACCESS_KEY is set but S3_ACCESS_KEY_ID is not; set both or neither');
  }
  if (!secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID is set but S3_SECRET_ACCESS_KEY is not; set both or neither');
  }
  return { accessKeyId, secretAccessKey };
}

export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE_DRIVER?.trim() || 'disk';
  if (driver === 'disk') return { driver };
  if (driver !== 's3') {
    throw new Error(`STORAGE_DRIVER must be "disk" or "s3", got "${env.STORAGE_DRIVER}"`);
  }
  return {
    driver,
    s3: {
      bucket: required(env, 'S3_BUCKET'),
      region: required(env, 'S3_REGION'),
      endpoint: readEndpoint(env.S3_ENDPOINT),
      forcePathStyle: readForcePathStyle(env.S3_FORCE_PATH_STYLE),
      credentials: readCredentials(env),
    },
  };
}
