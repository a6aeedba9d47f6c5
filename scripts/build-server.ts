// `npm run build:server`: writes the server's bundle (scripts/serverBundle.ts) to build/server.
import { build } from 'esbuild';
import { serverBundleOptions } from './serverBundle';

await build(serverBundleOptions);
