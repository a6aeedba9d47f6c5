import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const S3_ENV = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'logos',
  S3_REGION: 'eu-central-1',
};

describe('the storage driver setting', () => {
  it('keeps logos on local disk unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'disk' });
    expect(loadConfig({ STORAGE_DRIVER: 'disk' }).storage).toEqual({ driver: 'disk' });
  });

  it('refuses a driver it does not know', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(
      /STORAGE_DRIVER must be "disk" or "s3", got "gcs"/,
    );
  });

  it('reads the bucket, region, endpoint, path style and keys for s3', () => {
    expect(
      loadConfig({
        ...S3_ENV,
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      s3: {
        bucket: 'logos',
        region: 'eu-central-1',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
    });
  });

  it("leaves endpoint and keys to AWS's defaults when unset", () => {
    expect(loadConfig(S3_ENV).storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'logos',
        region: 'eu-central-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      },
    });
  });

  it.each(['S3_BUCKET', 'S3_REGION'])('refuses to start without %s, naming it', (name) => {
    expect(() => loadConfig({ ...S3_ENV, [name]: '' })).toThrow(
      new RegExp(`STORAGE_DRIVER=s3 needs ${name}, which is not set`),
    );
  });

  it('refuses one key without the other, naming the missing one', () => {
    expect(() => loadConfig({ ...S3_ENV, S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY is not; set both or neither/,
    );
    expect(() => loadConfig({ ...S3_ENV, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID is not; set both or neither/,
    );
  });

  it('refuses an endpoint that is not a URL and a path style that is not a boolean', () => {
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE must be "true" or "false", got "yes"/,
    );
  });
});
