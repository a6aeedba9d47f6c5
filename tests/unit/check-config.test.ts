import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(__dirname, '../..');

/** Runs check:config on a copy of the manifests, changed by `mutate`; returns its exit code and output. */
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

function editJson(root: string, file: string, edit: (json: Record<string, unknown>) => void): void {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(path, JSON.stringify(json));
}

type Steps = { steps: Record<string, unknown>[] };

// Each case runs the real script in its own process, which takes seconds on a busy machine.
describe('npm run check:config', { timeout: 60_000 }, () => {
  it('passes on the shipped manifests', () => {
    expect(checkConfig(() => {}).code).toBe(0);
  });

  it('names a step schema file that does not exist', () => {
    const { code, output } = checkConfig((root) =>
      editJson(
        root,
        'schemas/flows/main.json',
        (f) => ((f as unknown as Steps).steps[1]!.schema = 'nope.json'),
      ),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'schemas/flows/main.json at /steps/1/schema: breaks rule "exists"; fix: create schemas/steps/nope.json',
    );
  });

  it('names a widget nobody registered', () => {
    const { code, output } = checkConfig((root) =>
      editJson(
        root,
        'schemas/steps/team_size.json',
        (s) =>
          ((s.properties as Record<string, Record<string, unknown>>).teamRole!['ui:widget'] =
            'sparkles'),
      ),
    );
    expect(code).toBe(1);
    expect(output).toMatch(
      /schemas\/steps\/team_size.json at \/: breaks rule "widget-registered"; fix: register a widget named "sparkles"/,
    );
  });

  it('names a copy key missing from the locales', () => {
    const { code, output } = checkConfig((root) =>
      editJson(root, 'schemas/steps/team_size.json', (s) => (s.title = 'steps.team_size.misspelt')),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'schemas/steps/team_size.json at /title: breaks rule "message-key"; fix: add "steps.team_size.misspelt"',
    );
  });

  it('names a brand override of a key that does not exist', () => {
    const { output } = checkConfig((root) =>
      editJson(root, 'brands/beacon/locales/en.json', (l) => (l['wizard.nxet'] = 'Go')),
    );
    expect(output).toContain(
      'brands/beacon/locales/en.json at /wizard.nxet: breaks rule "known-key"',
    );
  });

  it('accepts a partial translation and its plural forms, reports coverage, and names a key no default copy has', () => {
    const partial = checkConfig((root) => {
      writeFileSync(
        join(root, 'brands/beacon/locales/fr.json'),
        JSON.stringify({ 'wizard.next': 'Suivant', 'wizard.next_few': 'Suivants' }),
      );
    });
    expect(partial.code).toBe(0);
    expect(partial.output).toMatch(/beacon fr: 1\/\d+ keys/);

    const misspelt = checkConfig((root) => {
      writeFileSync(
        join(root, 'brands/default/locales/de.json'),
        JSON.stringify({ 'wizard.nxet': 'Weiter', 'wizard.nxet_one': 'Weiter' }),
      );
    });
    expect(misspelt.code).toBe(1);
    expect(misspelt.output).toContain(
      'brands/default/locales/de.json at /wizard.nxet: breaks rule "known-key"',
    );
    expect(misspelt.output).toContain(
      'brands/default/locales/de.json at /wizard.nxet_one: breaks rule "known-key"',
    );
  });

  it('names an unsupported keyword in a when condition', () => {
    const { output } = checkConfig((root) =>
      editJson(
        root,
        'schemas/flows/main.json',
        (f) => ((f as unknown as Steps).steps[2]!.when = { propertyNames: { pattern: 'x' } }),
      ),
    );
    expect(output).toMatch(
      /schemas\/flows\/main.json at \/steps\/2\/when: breaks rule "condition"/,
    );
  });

  it('names a submit field the step does not have, and a required field the save leaves out', () => {
    const { output } = checkConfig((root) =>
      editJson(root, 'schemas/flows/assisted.json', (f) => {
        const team = (f as unknown as Steps).steps.find((s) => s.name === 'team_size')!;
        team.submit = { call: 'updateUserData', fields: ['teamSize', 'teamColour'] };
      }),
    );
    expect(output).toContain('"teamColour" is not a property of schemas/steps/team_size.json');
    expect(output).toContain('add "teamRole": the step requires it');
  });

  it('names a brand hiding a step its flow does not have', () => {
    const { output } = checkConfig((root) =>
      editJson(root, 'brands/beacon/brand.json', (b) => (b.hideSteps = ['team_sise'])),
    );
    expect(output).toContain('brands/beacon/brand.json at /hideSteps/0: breaks rule "step-exists"');
  });

  it('names a category route to a step its flow does not have', () => {
    const { output } = checkConfig((root) =>
      editJson(
        root,
        'brands/beacon/brand.json',
        (b) =>
          ((b.variants as Record<string, unknown>).categoryRoutes = { SaaS: 'email_verifcation' }),
      ),
    );
    expect(output).toContain(
      'brands/beacon/brand.json at /variants/categoryRoutes/SaaS: breaks rule "step-exists"',
    );
  });

  it('names a role given to two steps, and a step named like the terminal stepName', () => {
    const { code, output } = checkConfig((root) =>
      editJson(root, 'schemas/flows/main.json', (f) => {
        const { steps } = f as unknown as Steps;
        steps[2]!.role = 'checkout';
        steps[3]!.name = 'redirect_dashboard';
      }),
    );
    expect(code).toBe(1);
    expect(output).toContain('schemas/flows/main.json at /steps/3/name: breaks rule "terminal"');
    expect(output).toMatch(
      /schemas\/flows\/main\.json at \/steps\/\d+\/role: breaks rule "unique"/,
    );
  });

  it('names an unknown server hook', () => {
    const { code, output } = checkConfig((root) =>
      editJson(
        root,
        'schemas/flows/main.json',
        (f) => ((f as unknown as Steps).steps[5]!.serverHook = 'websiteScrap'),
      ),
    );
    expect(code).toBe(1);
    expect(output).toContain('schemas/flows/main.json at /steps/5/serverHook');
  });
});
