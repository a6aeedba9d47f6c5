// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  declaredExports,
  importDeclarationsDirectly,
} from '../../../src/standIns/plugins/deepImportsPlugin';

const require = createRequire(import.meta.url);
const utilsLib = join(dirname(dirname(require.resolve('@rjsf/utils'))), 'lib');
const barrel = join(utilsLib, 'index.js');

const exports = declaredExports(barrel);

describe('declaredExports', () => {
  it.each([
    ['deepEquals', 'deepEquals.js', 'default'],
    ['DateElement', 'useAltDateWidgetProps.js', 'DateElement'],
    ['getDefaultFormState', 'schema/getDefaultFormState.js', 'default'],
    ['ERRORS_KEY', 'constants.js', 'ERRORS_KEY'],
  ])(
    'finds where %s of @rjsf/utils is declared, through imports, re-exports and export *',
    (exported, file, name) => {
      expect(exports.get(exported)).toEqual({ file: join(utilsLib, file), name });
    },
  );

  it('names every export the package has', async () => {
    const runtime = Object.keys((await import('@rjsf/utils')) as object).filter(
      (n) => n !== 'default',
    );
    expect(runtime.filter((name) => !exports.has(name))).toEqual([]);
  });
});

describe('importDeclarationsDirectly', () => {
  const isBarrel = (source: string) => source === '@rjsf/utils';

  it('imports each name from the file that declares it, keeping local names', () => {
    const code = [
      "import { deepEquals, DateElement as Element } from '@rjsf/utils';",
      "import { useState } from 'react';",
      'export const x = [deepEquals, Element, useState];',
    ].join('\n');
    expect(importDeclarationsDirectly(code, isBarrel, exports)).toBe(
      [
        `import deepEquals from ${JSON.stringify(join(utilsLib, 'deepEquals.js'))};`,
        `import { DateElement as Element } from ${JSON.stringify(join(utilsLib, 'useAltDateWidgetProps.js'))};`,
        "import { useState } from 'react';",
        'export const x = [deepEquals, Element, useState];',
      ].join('\n'),
    );
  });

  it('leaves a namespace import, an unknown name and other packages as they are', () => {
    for (const code of [
      "import * as utils from '@rjsf/utils'; export default utils;",
      "import { noSuchThing } from '@rjsf/utils'; export default noSuchThing;",
      "import { useState } from 'react'; export default useState;",
    ]) {
      expect(importDeclarationsDirectly(code, isBarrel, exports)).toBeNull();
    }
  });
});
