import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const coreDir = join(__dirname, '../../../shared/flow');
const coreFiles = readdirSync(coreDir).filter((file) => file.endsWith('.ts'));

function codeOf(file: string): string {
  const source = readFileSync(join(coreDir, file), 'utf8');
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

describe('the flow core stays pure', () => {
  it.each(coreFiles)('%s imports only files of the core itself', (file) => {
    const specifiers = [...codeOf(file).matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map(
      (match) => match[1],
    );
    expect(specifiers.filter((specifier) => !specifier?.startsWith('./'))).toEqual([]);
  });

  it.each(coreFiles)('%s uses neither eval nor new Function', (file) => {
    expect(codeOf(file)).not.toMatch(/\beval\s*\(|new\s+Function\b|\bFunction\s*\(/);
  });
});
