import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import type { ConfigRuntime } from './configRuntime';

const SETTLE_MS = 150;

/**
 * Development only (CONFIG_WATCH=true, set by npm run dev): an edit of a flow, schema, brand
 * manifest or copy file is published as a deploy would publish it, so the open page shows it on
 * its next load. A file the checker refuses is logged and changes nothing.
 */
export function watchRepositoryConfig(
  rootDir: string,
  configs: Pick<ConfigRuntime, 'syncRepository'>,
  logger: Logger,
): { close(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = Promise.resolve();
  const republish = () => {
    running = running
      .then(() => configs.syncRepository(readConfigDocuments(rootDir)))
      .catch((error: unknown) =>
        logger.error({ err: error }, 'the edited configuration was not published'),
      );
  };
  const watchers: FSWatcher[] = ['schemas', 'brands'].map((folder) =>
    watch(join(rootDir, folder), { recursive: true }, (_event, file) => {
      if (!file?.endsWith('.json')) return;
      clearTimeout(timer);
      timer = setTimeout(republish, SETTLE_MS);
    }),
  );
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
