import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertStoredName, isStoredName, type FileStorage } from './fileStorage';
import type { S3StorageConfig } from './storageConfig';

/** The object's key is its stored name; every stored file is a re-encoded PNG. */
const CONTENT_TYPE = 'image/png';

export function s3Client(settings: S3StorageConfig): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer
    // default (CRC32 headers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Only a missing key: a missing bucket (also a 404) is a misconfiguration, and must be loud. */
function isMissingKey(error: unknown): boolean {
  return error instanceof NoSuchKey || (error as { name?: unknown }).name === 'NoSuchKey';
}

/** Objects in one bucket (S3 or any S3-compatible store); a put lands whole or not at all. */
export function createS3Storage(
  settings: S3StorageConfig,
  client = s3Client(settings),
): FileStorage {
  const Bucket = settings.bucket;
  return {
    async save(name, bytes) {
      assertStoredName(name);
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: CONTENT_TYPE }),
      );
    },
    async read(name) {
      if (!isStoredName(name)) return undefined;
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return Body ? Buffer.from(await Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
    },
    async remove(name) {
      assertStoredName(name);
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}
