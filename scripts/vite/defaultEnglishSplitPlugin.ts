import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isStartCopyKey } from '../../shared/i18n/startCopy.ts';

/** Each part's module id, and whether it holds the start's keys (true) or all the others. */
const PARTS: Record<string, boolean> = {
  'virtual:onramp/default-english-start': true,
  'virtual:onramp/default-english-beyond-start': false,
};

/**
 * The default brand's English copy (brands/default/locales/en.json) in two modules:
 * `virtual:onramp/default-english-start`, the keys a page shows from its first paint
 * (shared/i18n/startCopy.ts), and `virtual:onramp/default-english-beyond-start`, all the others.
 */
export function defaultEnglishSplitPlugin(rootDir = process.cwd()): Plugin {
  const file = resolve(rootDir, 'brands/default/locales/en.json');
  return {
    name: 'onramp-default-english-split',
    resolveId: (id) => (Object.hasOwn(PARTS, id) ? `\0${id}` : undefined),
    load(id) {
      const part = id.startsWith('\0') ? id.slice(1) : undefined;
      if (part === undefined || !Object.hasOwn(PARTS, part)) return undefined;
      this.addWatchFile(file);
      const copy = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const keys = Object.entries(copy).filter(([key]) => isStartCopyKey(key) === PARTS[part]);
      return `export default ${JSON.stringify(Object.fromEntries(keys))};`;
    },
  };
}
