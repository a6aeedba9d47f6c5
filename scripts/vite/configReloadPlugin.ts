import type { Plugin } from 'vite';

const CONFIG_FILE =
  /[\\/](schemas[\\/].+|brands[\\/][^\\/]+[\\/](brand|locales[\\/][^\\/]+))\.json$/;
const WAIT_MS = 3_000;
const POLL_MS = 100;

async function liveVersion(apiTarget: string): Promise<string | undefined> {
  try {
    const res = await fetch(`${apiTarget}/api/getInitialConfig`);
    const body = (await res.json()) as { data?: { configuration?: { version?: string } } };
    return body.data?.configuration?.version;
  } catch {
    return undefined;
  }
}

/**
 * Development only: an edited flow, schema, brand manifest or brand copy (files no module
 * imports; the API serves them as configuration versions) reloads the open pages once the API,
 * watching the same files (CONFIG_WATCH), has published the edit, so the reload shows it.
 */
export function configReloadPlugin(apiTarget: string): Plugin {
  return {
    name: 'onramp-config-reload',
    apply: 'serve',
    async hotUpdate({ file, modules }) {
      if (this.environment.name !== 'client' || modules.length > 0 || !CONFIG_FILE.test(file)) {
        return;
      }
      const before = await liveVersion(apiTarget);
      const deadline = Date.now() + WAIT_MS;
      while (Date.now() < deadline && (await liveVersion(apiTarget)) === before) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
