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
