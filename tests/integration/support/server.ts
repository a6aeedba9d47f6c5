import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig, type ServerConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/server';

export function tempDir(prefix = 'onramp-test-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A server config for tests: a free port, quiet logs, and whatever the test overrides. */
export function testConfig(env: Record<string, string | undefined> = {}): ServerConfig {
  return loadConfig({ PORT: '0', LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv);
}

export function startTestServer(
  env: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  return startServer(testConfig(env), pino({ level: 'silent' }));
}
