import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/server';

const repo = join(__dirname, '../../..');

describe('the server refuses to start on a configuration with problems', () => {
  const root = tempDir('onramp-broken-config-');
  afterAll(() => root.remove());

  it('exits 1 before listening, naming the file, path, rule and fix', async () => {
    for (const folder of ['schemas', 'brands'])
      cpSync(join(repo, folder), join(root.path, folder), { recursive: true });
    const file = join(root.path, 'schemas/flows/main.json');
    const flow = JSON.parse(readFileSync(file, 'utf8')) as { steps: Record<string, unknown>[] };
    flow.steps.find((s) => s.name === 'stages')!.submit = {
      call: 'updateUserData',
      next: { step: 'stagse' },
    };
    writeFileSync(file, JSON.stringify(flow));

    const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'server/main.ts')], {
      cwd: repo,
      env: { ...process.env, ONRAMP_ROOT: root.path, PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain('schemas/flows/main.json at /steps/5/submit/next/step');
    expect(output).toContain('step-exists');
    expect(output).toContain('name one of: tenant_domain');
    expect(output).not.toContain('listening');
  }, 60_000);
});
