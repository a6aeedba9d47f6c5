// @vitest-environment node
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFile } from '../../server/http/builtFile';

describe('builtFile', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is undefined before the build, then the prepared page, then the page a rebuild renamed in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'onramp-page-'));
    dirs.push(dir);
    const file = join(dir, 'tenant.html');
    const page = builtFile(file, (html) => html.toUpperCase());
    expect(page()).toBeUndefined();

    writeFileSync(file, 'first build');
    expect(page()).toBe('FIRST BUILD');

    writeFileSync(`${file}.next`, 'second build');
    renameSync(`${file}.next`, file);
    expect(page()).toBe('SECOND BUILD');
  });
});
