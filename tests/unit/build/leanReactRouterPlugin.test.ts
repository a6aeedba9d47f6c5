// @vitest-environment node
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  leanReactRouter,
  leanReactRouterPlugin,
} from '../../../src/standIns/plugins/leanReactRouterPlugin';
import { bundleFixture } from './bundleFixture';

const entry = fileURLToPath(new URL('./fixtures/routerUse.ts', import.meta.url));

/** The fixture's production bundle, with or without the plugin. */
const bundle = (plugins: Plugin[]) =>
  bundleFixture(entry, plugins, ['react', 'react-dom', 'react/jsx-runtime']);

describe('leanReactRouter', () => {
  it('marks top-level components and contexts pure and drops their developer-tools names', () => {
    const code = [
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React3.memo(Thing);',
      'const call = React.useMemo(() => 1);',
    ].join('\n');
    expect(leanReactRouter(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Thing);',
        'const call = React.useMemo(() => 1);',
      ].join('\n'),
    );
  });

  it('leaves out what the app does not use, such as the framework-mode <Form>', async () => {
    const [published, lean] = await Promise.all([bundle([]), bundle([leanReactRouterPlugin()])]);
    // getFormSubmissionInfo's default encoding: only <Form> and useSubmit reach it.
    expect(published).toContain('application/x-www-form-urlencoded');
    expect(lean).not.toContain('application/x-www-form-urlencoded');
    // The production files: no development warning text.
    expect(published).toContain('You rendered descendant <Routes>');
    expect(lean).not.toContain('You rendered descendant <Routes>');
    expect(lean.length).toBeLessThan(published.length * 0.8);
  }, 60_000);
});
