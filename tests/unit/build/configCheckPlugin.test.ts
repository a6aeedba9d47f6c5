// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configCheckPlugin } from '../../../scripts/vite/configCheckPlugin';

const repo = join(__dirname, '../../..');
type BuildStart = (this: { error(message: string): never }) => void;

/** Runs the plugin's buildStart on `root` as Vite would: this.error aborts the build. */
function buildStart(root: string): void {
  const hook = configCheckPlugin(root).buildStart as unknown as BuildStart;
  hook.call({
    error(message: string): never {
      throw new Error(message);
    },
  });
}

describe('the build checks the configuration first', { timeout: 30_000 }, () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('goes on with the shipped configuration', () => {
    expect(() => buildStart(repo)).not.toThrow();
  });

  it('fails, naming each problem, when the configuration has one', () => {
    const root = mkdtempSync(join(tmpdir(), 'onramp-build-'));
    dirs.push(root);
    for (const folder of ['schemas', 'brands'])
      cpSync(join(repo, folder), join(root, folder), { recursive: true });
    writeFileSync(join(root, 'brands/beacon/locales/en.json'), '{ "wizard.next": "Go", }');
    expect(() => buildStart(root)).toThrow(
      /brands\/beacon\/locales\/en\.json at \/: breaks rule "json" \(not valid JSON at line 1, column 24/,
    );
  });
});
