import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import start from 'virtual:onramp/default-english-start';
import rest from 'virtual:onramp/default-english-beyond-start';
import i18n from '../../../src/i18n';
import { isStartCopyKey } from '../../../shared/i18n/startCopy';
import { FIRST_SCREENS } from '../../../server/http/screenPreloads';
import { firstScreenSources } from '../../../scripts/vite/firstScreenSources';
import { DOMAIN_REQUIRED_MESSAGE, SUBDOMAIN_RULE_MESSAGE } from '../../../server/users/subdomain';

const english = JSON.parse(
  readFileSync(join(process.cwd(), 'brands/default/locales/en.json'), 'utf8'),
) as Record<string, string>;

/** Every copy key a file names as a string literal ("auth.signup.title", 'errors.x'). */
function keysIn(text: string): string[] {
  return [...text.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)["'`]/g)]
    .map((m) => m[1]!)
    .filter((key) => Object.hasOwn(english, key));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.(tsx?|json)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the default English copy in two parts', () => {
  it('splits en.json into the start and the rest, every key in exactly one', () => {
    expect({ ...start, ...rest }).toEqual(english);
    expect(Object.keys(start).filter((key) => Object.hasOwn(rest, key))).toEqual([]);
    expect(Object.keys(start).every(isStartCopyKey)).toBe(true);
    expect(Object.keys(rest).some(isStartCopyKey)).toBe(false);
    // The split is worth having: the rest is not a sliver.
    expect(JSON.stringify(rest).length).toBeGreaterThan(JSON.stringify(start).length / 2);
  });

  it('starts with every key the first screens, their forms and the shell name', () => {
    const firstScreenFiles = [
      ...Object.values(FIRST_SCREENS).map((screen) => screen.module),
      ...filesUnder('src/app/auth'),
      ...Object.values(FIRST_SCREENS).flatMap((screen) =>
        screen.forms.map((form) => `schemas/forms/${form}.json`),
      ),
      // The renderers those forms name, which load with the first screens.
      ...firstScreenSources(process.cwd())
        .screens.flatMap((screen) => screen.formSources)
        .filter((file) => /\.tsx?$/.test(file)),
      'src/app/AuthShell.tsx',
      'src/app/Header.tsx',
      'src/app/ConfigGate.tsx',
      'src/app/TestimonialCarousel.tsx',
      'src/app/SignOutButton.tsx',
      // What a part that could not be downloaded says, the rest of the copy among them.
      'src/loading/LoadErrorBoundary.tsx',
      'src/screens/NotFound.tsx',
      'src/screens/LinkExpired.tsx',
      'renderers/ui/LoadingIndicator.tsx',
      'src/ui/LanguageSwitcher.tsx',
      'renderers/validators/phone.ts',
    ];
    const named = firstScreenFiles.flatMap((file) => keysIn(readFileSync(file, 'utf8')));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !isStartCopyKey(key))).toEqual([]);
  });

  it('starts with the errors a first screen may be sent at a field, which come without words', () => {
    const fieldProblemSources = [
      'server/http/inputHygiene.ts',
      'server/auth/routes/signupInput.ts',
    ];
    const sent = [
      DOMAIN_REQUIRED_MESSAGE.id,
      SUBDOMAIN_RULE_MESSAGE.id,
      ...fieldProblemSources.flatMap((file) => keysIn(readFileSync(file, 'utf8'))),
    ].filter((key) => key.startsWith('errors.'));
    expect(sent.length).toBeGreaterThan(5);
    expect(sent.filter((key) => !isStartCopyKey(key))).toEqual([]);
    // The others arrive with the server's words (msg), and wait in the rest.
    expect(isStartCopyKey('errors.invalidCredentials')).toBe(false);
  });

  it('is whole before a screen beyond the first two shows, each of which names copy of the rest', () => {
    const shell = readFileSync('src/app/AuthShell.tsx', 'utf8');
    const views = [
      ...shell.matchAll(/(firstView|laterView)\(\(\) => import\('\.\/views\/(\w+)'\)\)/g),
    ];
    expect(views.map((view) => view[2]).sort()).toEqual(
      readdirSync('src/app/views')
        .filter((file) => /View\.tsx$/.test(file))
        .map((file) => file.replace('.tsx', ''))
        .sort(),
    );
    for (const [, kind, view] of views) {
      if (view === 'SignupView' || view === 'LoginView') {
        expect(kind, view).toBe('firstView');
        continue;
      }
      expect(kind, `${view} waits for the rest of the copy`).toBe('laterView');
      const named = keysIn(readFileSync(`src/app/views/${view}.tsx`, 'utf8'));
      expect(named.some((key) => !isStartCopyKey(key))).toBe(true);
    }
  });

  it('is whole in the unit tests (setup.ts loads the rest, as the routes do)', () => {
    expect(i18n.t('studio.preview.title')).toBe(english['studio.preview.title']);
  });
});
