import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFilesUnder } from './importGraph';

/**
 * Code asks the flow for a step (its role, serverHook, fields, submit call, the terminal stepName)
 * and never writes a step's name. A step name is written when it is a whole string literal, a path
 * segment after /signup/, or the step segment of a step copy key (steps.<stepName>.…): a widget's
 * copy lives under widgets.<widget>.… so the widget works on any step that uses it.
 */
const stepNames = (() => {
  const names = new Set(
    readdirSync(join(repoRoot, 'schemas/steps')).map((f) => f.replace(/\.json$/, '')),
  );
  for (const flowFile of readdirSync(join(repoRoot, 'schemas/flows'))) {
    const flow = JSON.parse(readFileSync(join(repoRoot, 'schemas/flows', flowFile), 'utf8')) as {
      terminalStepName: string;
      steps: { name: string }[];
    };
    names.add(flow.terminalStepName);
    for (const step of flow.steps) names.add(step.name);
  }
  return [...names].sort();
})();

/** Literals that read like a step name but name something else, each with what it is. */
const notStepNames: Record<string, string[]> = {
  // the purpose of a one-time token and the kind of a mail
  'server/db/schema.ts': ["'email_verification'", "'stages'"],
  'server/db/migrations/0004_one_time_tokens.ts': ["'email_verification'"],
  'server/auth/routes/verifyEmail.ts': ["'email_verification'"],
  'server/auth/routes/createAccount.ts': ["'email_verification'"],
  'server/mail/templates/verificationMail.ts': ["'email_verification'"],
  // a provisioning phase: the tenant's stages are written
  'server/tenants/provisioning.ts': ["'stages'"],
  // the contract's actionType value of a login redirect (spec: loginRedirect's data.actionType)
  'src/app/landingParams.ts': ["'email_verification'"],
  'src/api/account.ts': ["'email_verification'"],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each place the text writes one of these step names, as `line text`. */
function stepNamesWritten(text: string, names: string[]): { line: number; text: string }[] {
  const alternatives = names.map(escape).join('|');
  const patterns = [
    new RegExp(`(['"\`])(?:${alternatives})\\1`, 'g'),
    new RegExp(`/signup/(?:${alternatives})(?![\\w])`, 'g'),
    new RegExp(`steps\\.(?:${alternatives})\\.`, 'g'),
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      line: text.slice(0, match.index).split('\n').length,
      text: match[0],
    })),
  );
}

function writtenStepNames(file: string, names: string[]): string[] {
  const allowed = notStepNames[file] ?? [];
  return stepNamesWritten(readFileSync(join(repoRoot, file), 'utf8'), names)
    .filter((found) => !allowed.includes(found.text))
    .map((found) => `${file}:${found.line} ${found.text}`);
}

const codeFolders = ['src', 'server', 'renderers', 'shared', 'scripts', 'bench'];

describe('no step names in code', () => {
  it('knows the flows’ step names', () => {
    expect(stepNames).toContain('redirect_dashboard');
    expect(stepNames.length).toBeGreaterThan(5);
  });

  it('the finder finds a step name written in each of the three ways, and not a field or other key', () => {
    const sample = [
      "const a = 'stages';",
      "navigate('/signup/stages?x=1');",
      "t('steps.stages.title');",
      'const b = fields.stages; const c = `/stages/0/duration`;',
      "t('tenant.stages.title'); t('steps.stagesExtra.title'); navigate('/signup/stages_two');",
    ].join('\n');
    expect(stepNamesWritten(sample, ['stages'])).toEqual([
      { line: 1, text: "'stages'" },
      { line: 2, text: '/signup/stages' },
      { line: 3, text: 'steps.stages.' },
    ]);
  });

  it('no TypeScript outside tests writes a step name', () => {
    const files = codeFolders.flatMap(sourceFilesUnder);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => writtenStepNames(file, stepNames))).toEqual([]);
  });
});
