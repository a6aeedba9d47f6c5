import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(__dirname, '../..');

/** Runs check:config on a copy of the configuration, changed by `mutate`; returns its exit code and output. */
function checkConfig(mutate: (root: string) => void): { code: number; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'onramp-check-'));
  for (const folder of ['schemas', 'brands'])
    cpSync(join(repo, folder), join(root, folder), { recursive: true });
  mutate(root);
  try {
    const output = execFileSync(
      join(repo, 'node_modules/.bin/tsx'),
      [join(repo, 'scripts/check-config.ts')],
      { cwd: root, encoding: 'utf8', stdio: 'pipe' },
    );
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stderr: string; stdout: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

// The checks themselves are tested in tests/unit/config; these run the command line in its own process.
describe('npm run check:config', { timeout: 60_000 }, () => {
  it('passes on the shipped configuration and reports how much each language translates', () => {
    const { code, output } = checkConfig(() => {});
    expect(code).toBe(0);
    expect(output).toMatch(/check:config: 2 brand\(s\), 2 flow\(s\) and their steps are valid/);
    expect(output).toMatch(/default es: \d+\/\d+ keys/);
  });

  it('exits 1 and prints each problem with its file, path, rule and fix', () => {
    const { code, output } = checkConfig((root) =>
      writeFileSync(join(root, 'brands/beacon/locales/en.json'), '{\n  "a": "b",\n}'),
    );
    expect(code).toBe(1);
    expect(output).toContain('check:config found 1 problem(s):');
    expect(output).toMatch(
      /brands\/beacon\/locales\/en\.json at \/: breaks rule "json" \(not valid JSON at line 3, column 1: .*\); fix: correct the JSON at line 3, column 1/,
    );
  });

  it('names a javascript: poster image in plain words, with its file and path', () => {
    const { code, output } = checkConfig((root) => {
      const file = join(root, 'schemas/flows/main.json');
      const flow = JSON.parse(readFileSync(file, 'utf8')) as { steps: { poster?: object }[] };
      flow.steps[0]!.poster = {
        titleKey: 'poster.tenant_domain.title',
        image: 'javascript:alert(1)',
      };
      writeFileSync(file, JSON.stringify(flow));
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'schemas/flows/main.json at /steps/0/poster/image: breaks rule "safe-url" ("javascript:alert(1)" cannot be used as an address: it is a javascript: address, and only https addresses and paths on this site are loaded); fix: use an https:// URL',
    );
  });
});
