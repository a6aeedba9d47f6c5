/** One thing wrong with the configuration: which file (or stored version), where inside it, which rule, what and how to fix it. */
export interface ConfigProblem {
  file: string;
  /** JSON pointer inside the file ("" is the whole document). */
  path: string;
  rule: string;
  message: string;
  fix: string;
  /** A syntax error's place in the text: the character where it stops being JSON. */
  offset?: number;
}

export function formatProblem(p: ConfigProblem): string {
  return `${p.file} at ${p.path || '/'}: breaks rule "${p.rule}" (${p.message}); fix: ${p.fix}`;
}

/** The configuration has problems: the server does not start and the build does not run. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Invalid configuration, ${problems.length} problem(s):\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Escapes a key for a JSON pointer (RFC 6901). */
export function pointerKey(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}
