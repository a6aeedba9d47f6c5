/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tenantHostPlugin } from './src/tenant/build/tenantHostPlugin.ts';
import { configCheckPlugin } from './scripts/vite/configCheckPlugin.ts';
import { testSchemaModulesPlugin } from './scripts/vite/testSchemaModulesPlugin.ts';
import { atomicPublishPlugin } from './scripts/vite/atomicPublishPlugin.ts';
import { configReloadPlugin } from './scripts/vite/configReloadPlugin.ts';
import { precompressPlugin } from './scripts/vite/precompressPlugin.ts';
import { defaultEnglishSplitPlugin } from './scripts/vite/defaultEnglishSplitPlugin.ts';
import { startChunkGroups } from './scripts/vite/startChunks.ts';
import { firstScreenSources } from './scripts/vite/firstScreenSources.ts';
import { leanReactRouterPlugin } from './src/standIns/plugins/leanReactRouterPlugin.ts';
import { deepImportsPlugin } from './src/standIns/plugins/deepImportsPlugin.ts';
import { BROWSER_TARGET } from './shared/build/browserTarget.ts';
import {
  rjsfDeepEqualsPlugin,
  rjsfOmitExtraDataPlugin,
  rjsfPlainMarkdownPlugin,
  rjsfLaterBuiltInsPlugins,
  rjsfSchemaUriPlugin,
  schemaEditorMarkdownPlugin,
} from './src/standIns/plugins/standInPlugins.ts';

/** Two pages: the portal, and the tenant's own app served on tenant hosts. */
const pages = {
  main: fileURLToPath(new URL('index.html', import.meta.url)),
  tenant: fileURLToPath(new URL('tenant.html', import.meta.url)),
};

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    configCheckPlugin(),
    defaultEnglishSplitPlugin(),
    tenantHostPlugin(),
    precompressPlugin(),
    atomicPublishPlugin(),
    configReloadPlugin(apiTarget),
    schemaEditorMarkdownPlugin(),
    rjsfPlainMarkdownPlugin(),
    rjsfSchemaUriPlugin(),
    rjsfDeepEqualsPlugin(),
    rjsfOmitExtraDataPlugin(),
    ...rjsfLaterBuiltInsPlugins(),
    leanReactRouterPlugin(),
    deepImportsPlugin('@rjsf/utils'),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // Only a brand's assets come from the API; its copy (brands/*/locales) is source Vite serves.
      '^/brands/[^/]+/assets/': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/favicon.ico': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The server reads it to preload the chunks of the screen each address opens.
    manifest: true,
    target: BROWSER_TARGET,
    rollupOptions: {
      input: pages,
      output: {
        codeSplitting: {
          groups: startChunkGroups({
            portal: pages.main,
            tenant: pages.tenant,
            ...firstScreenSources(fileURLToPath(new URL('.', import.meta.url))),
          }),
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        plugins: [testSchemaModulesPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // The default 5 s is short for a jsdom walk through several lazy steps on a loaded runner.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
