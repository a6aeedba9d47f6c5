import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { DEFAULT_EMBEDDED_SHARED_BUFFERS_MB } from '../../../server/db/embedded';

describe("the embedded engine's page cache setting", () => {
  const sharedBuffersOf = (value?: string) =>
    loadConfig(value === undefined ? {} : { EMBEDDED_SHARED_BUFFERS_MB: value })
      .embeddedSharedBuffersMb;

  it('defaults, and takes a size in MB', () => {
    expect(sharedBuffersOf()).toBe(DEFAULT_EMBEDDED_SHARED_BUFFERS_MB);
    expect(sharedBuffersOf('')).toBe(DEFAULT_EMBEDDED_SHARED_BUFFERS_MB);
    expect(sharedBuffersOf('128')).toBe(128);
  });

  it.each(['0', '-8', '12.5', '32MB', 'abc', '\u0000'])('refuses %j', (value) => {
    expect(() => sharedBuffersOf(value)).toThrow(
      /EMBEDDED_SHARED_BUFFERS_MB must be a positive integer/,
    );
  });

  it('refuses more than the engine can address', () => {
    expect(() => sharedBuffersOf(String(2 ** 31))).toThrow(
      /EMBEDDED_SHARED_BUFFERS_MB may be at most 1024, got "2147483648"/,
    );
  });
});

describe('the development mailbox behind a proxy', () => {
  it('refuses to start with DEV_MAILBOX and TRUST_PROXY both true, naming both and what to do', () => {
    expect(() => loadConfig({ DEV_MAILBOX: 'true', TRUST_PROXY: 'true' })).toThrow(
      /DEV_MAILBOX=true and TRUST_PROXY=true cannot be set together.*Unset DEV_MAILBOX \(read the outbox with npm run mailbox\) or unset TRUST_PROXY/,
    );
  });

  it('takes either alone', () => {
    expect(loadConfig({ DEV_MAILBOX: 'true' })).toMatchObject({
      devMailbox: true,
      trustProxy: false,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' })).toMatchObject({
      devMailbox: false,
      trustProxy: true,
    });
  });
});
