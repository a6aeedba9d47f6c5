import type { Plugin } from 'vite';

const BRAND_COPY = /[\\/]brands[\\/][^\\/]+[\\/]locales[\\/][^\\/]+\.json$/;

/**
 * Development only: a brand's copy that no module imports (every brand's but the default's,
 * which the API serves from disk) reloads the open pages when it is edited, as imported copy does.
 */
export function brandCopyReloadPlugin(): Plugin {
  return {
    name: 'onramp-brand-copy-reload',
    apply: 'serve',
    hotUpdate({ file, modules }) {
      if (this.environment.name !== 'client' || modules.length > 0 || !BRAND_COPY.test(file)) {
        return;
      }
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
