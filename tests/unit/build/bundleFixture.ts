import { build, type Plugin, type Rolldown } from 'vite';

/** A fixture's minified production bundle as one library file, built with `plugins`. */
export async function bundleFixture(
  entry: string,
  plugins: Plugin[],
  external: (string | RegExp)[],
): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'fixture' },
      rollupOptions: { external },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output.map((file) => ('code' in file ? file.code : '')).join('\n');
}
