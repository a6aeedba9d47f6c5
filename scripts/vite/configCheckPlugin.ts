import type { Plugin } from 'vite';
import { checkConfig } from '../../shared/config/checkConfig.ts';
import { ConfigError } from '../../shared/config/problem.ts';
import { readConfigDocuments } from '../../shared/config/readConfigDocuments.ts';

/**
 * Refuses to build a repository whose configuration the checker finds a problem in: the same
 * check as npm run check:config and the server's start. (The build bundles the default copy; the
 * flows and schemas reach the browser from the server, as configuration versions.)
 */
export function configCheckPlugin(rootDir = process.cwd()): Plugin {
  return {
    name: 'onramp-config-check',
    buildStart() {
      const { problems } = checkConfig(readConfigDocuments(rootDir));
      if (problems.length > 0) this.error(new ConfigError(problems).message);
    },
  };
}
