// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_BUILDS, publishBuild, STAGING_DIR } from '../../../scripts/vite/publishBuild';

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), contents);
  }
}

/** What Vite would write for build number `n`: a page naming its own hashed chunk. */
function stageBuild(target: string, n: number): void {
  writeFiles(join(target, STAGING_DIR), {
    'index.html': `<script src="/assets/main-${n}.js"></script>`,
    [`assets/main-${n}.js`]: `build ${n}`,
    'assets/logo-same.svg': '<svg/>',
  });
}

describe('publishBuild', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function target(): string {
    const dir = mkdtempSync(join(tmpdir(), 'onramp-publish-'));
    dirs.push(dir);
    return dir;
  }

  it('publishes the staged build and removes the staging directory', async () => {
    const dir = target();
    stageBuild(dir, 1);
    await publishBuild(dir);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('main-1.js');
    expect(readFileSync(join(dir, 'assets/main-1.js'), 'utf8')).toBe('build 1');
    expect(existsSync(join(dir, STAGING_DIR))).toBe(false);
  });

  it('keeps the files of the previous builds and removes older ones', async () => {
    const dir = target();
    for (let n = 1; n <= KEPT_BUILDS + 1; n += 1) {
      stageBuild(dir, n);
      await publishBuild(dir);
    }
    expect(existsSync(join(dir, 'assets/main-1.js'))).toBe(false);
    for (let n = 2; n <= KEPT_BUILDS + 1; n += 1) {
      expect(existsSync(join(dir, `assets/main-${n}.js`))).toBe(true);
    }
    expect(existsSync(join(dir, 'assets/logo-same.svg'))).toBe(true);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain(`main-${KEPT_BUILDS + 1}.js`);
  });

  it('counts what a directory held before its first published build as the previous build', async () => {
    const dir = target();
    writeFiles(dir, { 'index.html': 'old', 'assets/main-old.js': 'old' });
    for (let n = 1; n < KEPT_BUILDS; n += 1) {
      stageBuild(dir, n);
      await publishBuild(dir);
    }
    expect(existsSync(join(dir, 'assets/main-old.js'))).toBe(true);
    stageBuild(dir, KEPT_BUILDS);
    await publishBuild(dir);
    expect(existsSync(join(dir, 'assets/main-old.js'))).toBe(false);
  });
});
