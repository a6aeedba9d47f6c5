import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREENS,
  screenPreloadLinks,
  type BuildManifest,
} from '../../server/http/screenPreloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/app/views/SignupView.tsx': {
    file: 'assets/SignupView-3.js',
    imports: ['_react.js', '_form.js'],
    css: ['assets/SignupView-4.css'],
  },
  '_form.js': { file: 'assets/form-5.js', imports: ['_rjsf.js'] },
  '_rjsf.js': { file: 'assets/rjsf-6.js', imports: ['_form.js'] },
};

describe('the first screen’s preloads', () => {
  it('names every chunk the screen imports, however deep, and its styles, but not the entry’s', () => {
    const links = screenPreloadLinks(manifest, 'src/app/views/SignupView.tsx');
    expect(links).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/SignupView-3.js" />',
        '<link rel="stylesheet" crossorigin href="/assets/SignupView-4.css" />',
        '<link rel="modulepreload" crossorigin href="/assets/form-5.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/rjsf-6.js" />',
      ].join(''),
    );
  });

  it('names nothing for a module the build does not have', () => {
    expect(screenPreloadLinks(manifest, 'src/app/views/Gone.tsx')).toBe('');
  });

  it.each(Object.entries(FIRST_SCREENS))('%s opens a module that exists: %s', (_, module) => {
    expect(existsSync(module)).toBe(true);
  });
});
