import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStoredName, isStoredName, type FileStorage } from './fileStorage';

function pathIn(dir: string, name: string): string {
  assertStoredName(name);
  return join(dir, name);
}

/** Files in one directory (UPLOADS_DIR); a write lands whole or not at all. */
export function createLocalDiskStorage(dir: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  return {
    async save(name, bytes) {
      const target = pathIn(dir, name);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, bytes, { mode: 0o644 });
      await rename(partial, target);
    },
    async read(name) {
      if (!isStoredName(name)) return undefined;
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(name) {
      await rm(pathIn(dir, name), { force: true });
    },
  };
}
