import { describe, expect, it } from 'vitest';
import { compileStepValidators } from '../../../server/config/runtime/stepValidators';
import { buildStepModule } from '../../../shared/schema/stepModule';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';

/** What the browser's own inputs produce for each format, and what no input of that kind gives. */
const cases: { format: string; accepted: string[]; refused: string[] }[] = [
  {
    format: 'date',
    accepted: ['2026-11-28'],
    refused: ['2026-11-31', '28.11.2026', '2026-11-28T10:20'],
  },
  {
    format: 'time',
    accepted: ['10:20', '10:20:30', '23:59:59.5', '10:20:30Z', '10:20+01:00'],
    refused: ['24:00', '10:60', '10:20:60', '1020', '10:20 pm', '10:20+25:00'],
  },
  {
    format: 'date-time',
    accepted: [
      '2026-11-28T10:20',
      '2026-11-28T10:20:30',
      '2026-11-28T10:20:30.250',
      '2026-11-28T10:20:30Z',
    ],
    refused: ['2026-11-28', '2026-11-28T25:00', '2026-13-28T10:20', '2026-11-28T10:20junk'],
  },
  { format: 'email', accepted: ['ana@example.com'], refused: ['ana', 'ana@', '@example.com'] },
  {
    format: 'uri',
    accepted: ['https://example.com/a?b=c', 'https://münchen.de/straße', 'mailto:ana@example.com'],
    refused: ['example.com', 'not a url', 'https://exa mple.com'],
  },
  {
    format: 'url',
    accepted: ['https://example.com/a', 'http://localhost:3000', 'http://192.168.1.1/x'],
    refused: ['example.com', 'mailto:ana@example.com', 'javascript:alert(1)', 'https://'],
  },
  {
    format: 'color',
    accepted: ['#aabbcc', '#AABBCC', '#abc'],
    refused: ['#abcd', '#gghhii', 'reddish'],
  },
  {
    format: 'data-url',
    accepted: ['data:text/plain;name=a.txt;base64,aGk='],
    refused: ['a.txt', 'data:text/plain,hi'],
  },
];

/** The internationalized formats, which Ajv leaves unchecked: judged as their ASCII forms are, other scripts allowed. */
const internationalCases: typeof cases = [
  {
    format: 'idn-email',
    accepted: ['ana@example.com', 'josé@münchen.de', 'аня@пример.рф', '用户@例子.广告'],
    refused: ['ana', 'ana@', '@münchen.de', 'ana@münchen', 'a na@münchen.de', 'ana@mün chen.de'],
  },
  {
    format: 'idn-hostname',
    accepted: ['example.com', 'münchen.de', 'пример.рф', '例え。jp', 'xn--mnchen-3ya.de'],
    refused: [
      '',
      'mün chen.de',
      'münchen..de',
      '-münchen.de',
      '%41.de',
      'münchen.de:80',
      `${'ü'.repeat(70)}.de`,
    ],
  },
  {
    format: 'iri',
    accepted: [
      'https://example.com/a',
      'https://münchen.de/straße?q=ä#ö',
      'mailto:josé@münchen.de',
    ],
    refused: ['münchen.de/straße', 'not an iri', 'https://mün chen.de', 'https://a.de/\u0085'],
  },
  {
    format: 'iri-reference',
    accepted: ['https://münchen.de/', '../straße', '#ö', ''],
    refused: ['../a b', 'straße\u0085', '\u{fffe}'],
  },
];

const stepWith = (format: string): JsonObject => ({
  type: 'object',
  properties: { value: { type: 'string', format } },
});

/** The browser's validator for a step, from the module the server would serve for it. */
async function browserValidator(raw: JsonObject) {
  const { source } = buildStepModule(raw);
  const module = (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  return (value: string) =>
    loaded.validator.validateFormData({ value }, loaded.schema).errors.length === 0;
}

describe('string formats, as the browser and the server judge them', () => {
  const server = compileStepValidators(
    new Map([...cases, ...internationalCases].map(({ format }) => [format, stepWith(format)])),
  );

  it.each([...cases, ...internationalCases])(
    '$format: what the browser inputs give passes on both sides, junk on neither',
    async ({ format, accepted, refused }) => {
      const inBrowser = await browserValidator(stepWith(format));
      const onServer = (value: string) => server.get(format)!.validate({ value }).length === 0;
      for (const value of accepted) {
        expect(inBrowser(value), `browser accepts ${value}`).toBe(true);
        expect(onServer(value), `server accepts ${value}`).toBe(true);
      }
      for (const value of refused) {
        expect(inBrowser(value), `browser refuses ${value}`).toBe(false);
        expect(onServer(value), `server refuses ${value}`).toBe(false);
      }
    },
  );
});
