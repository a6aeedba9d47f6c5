import { describe, expect, it } from 'vitest';
import { importedCsv, translationsCsv } from '../../../src/studio/draft/translationCsv';
import type { ImportedFile } from '../../../src/studio/draft/translationFile';
import { applyImport } from '../../../src/studio/draft/translationImport';
import {
  translationGridOf,
  type TranslationGrid,
  type TranslationRow,
} from '../../../src/studio/draft/translations';
import {
  importedXliff,
  translationsXliff,
  unitIdOf,
} from '../../../src/studio/draft/translationXliff';
import { draftWithNewStep, locale, NEW_STEP } from '../support/translationDrafts';

const row = (id: string, source: string, de?: string, ar?: string): TranslationRow => ({
  id,
  kind: id.startsWith('steps.') ? 'key' : 'text',
  source,
  where: 'team_focus',
  cells: {
    de: { value: de, file: 'brands/default/locales/de.json' },
    ar: { value: ar, file: 'brands/default/locales/ar.json' },
  },
});

const grid = (rows: TranslationRow[]): TranslationGrid => ({
  brandId: 'default',
  defaultLanguage: 'en',
  languages: ['ar', 'de'],
  rows,
  missing: {},
  unused: [],
});

/** Texts that break naive files: quotes, commas, line breaks, formulas, Arabic, emoji. */
const AWKWARD = grid([
  row('steps.x.title', 'Say "hi", then\r\nleave', 'Sag „hi“, dann\ngeh', 'قل "مرحبا"، ثم'),
  row('=1+1, or so', '=1+1, or so', '-1', "'=quoted"),
  row("'already quoted", "'already quoted", undefined, 'نص عربي 😀'),
  row('Tabs\tand <tags> & "amps"', 'Tabs\tand <tags> & "amps"', '\u200f rtl mark', undefined),
]);

function parsed(result: { file: ImportedFile } | { problem: unknown }): ImportedFile {
  if ('problem' in result) throw new Error(JSON.stringify(result.problem));
  return result.file;
}

describe('translations as CSV', () => {
  it('starts with a byte order mark and a header, and ends each row with CRLF', () => {
    const { csv } = translationsCsv(grid([row('steps.x.title', 'Hi', 'Hallo')]));
    expect(csv).toBe('\uFEFF"key","en","ar","de"\r\n"steps.x.title","Hi","","Hallo"\r\n');
  });

  it('quotes quotes, commas and line breaks, and keeps formulas from running', () => {
    const { csv } = translationsCsv(AWKWARD);
    expect(csv).toContain('"Say ""hi"", then\r\nleave"');
    expect(csv).toContain(`"'=1+1, or so"`);
    expect(csv).toContain(`"'-1"`);
    expect(csv).toContain(`"''=quoted"`);
  });

  it('reads back every text it wrote, word for word', () => {
    const file = parsed(importedCsv(translationsCsv(AWKWARD).csv));
    expect(file.languages).toEqual(['en', 'ar', 'de']);
    expect(file.rows.map((r) => r.id)).toEqual(AWKWARD.rows.map((r) => r.id));
    expect(file.rows[0]).toEqual({
      at: 2,
      id: 'steps.x.title',
      texts: { en: 'Say "hi", then\r\nleave', de: 'Sag „hi“, dann\ngeh', ar: 'قل "مرحبا"، ثم' },
    });
    expect(file.rows[1]!.texts).toEqual({ en: '=1+1, or so', de: '-1', ar: "'=quoted" });
    expect(file.rows[2]!.texts).toEqual({ en: "'already quoted", ar: 'نص عربي 😀' });
    // Rows are numbered as a spreadsheet shows them, whatever line breaks their cells hold.
    expect(file.rows[1]!.at).toBe(3);
  });

  it('leaves out a row holding U+0000 or a lone surrogate, and names it', () => {
    const { csv, leftOut } = translationsCsv(
      grid([row('Nul\u0000', 'Nul\u0000'), row('ok', 'ok', 'gut'), row('x', 'x', '\ud800')]),
    );
    expect(leftOut).toEqual(['Nul\u0000', 'x']);
    expect(parsed(importedCsv(csv)).rows.map((r) => r.id)).toEqual(['ok']);
  });

  it('reads what a spreadsheet saves: semicolons, LF lines, no quotes, empty rows', () => {
    const file = parsed(importedCsv('key;en;de\nOption 1;Option 1;Möglichkeit 1\n;;\n'));
    expect(file.rows).toEqual([
      { at: 2, id: 'Option 1', texts: { en: 'Option 1', de: 'Möglichkeit 1' } },
    ]);
  });

  it('refuses a file it cannot read whole, saying where', () => {
    expect(importedCsv('key,en,de\n"open,x,y\n')).toEqual({
      problem: { reason: 'malformed', line: 2 },
    });
    expect(importedCsv('key,en,de\nab"c,x,y\n')).toEqual({
      problem: { reason: 'malformed', line: 2 },
    });
    expect(importedCsv('key,en,de\n"a\nb",b,c\nd,e,f,g\n')).toEqual({
      problem: { reason: 'tooManyCells', row: 3 },
    });
    expect(importedCsv('key,en,de\n"a\nb",b,c\nd,"e\n')).toEqual({
      problem: { reason: 'malformed', line: 4 },
    });
    expect(importedCsv('text,en,de\n')).toEqual({ problem: { reason: 'noHeader' } });
    expect(importedCsv('key,en,German\n')).toEqual({
      problem: { reason: 'badLanguage', value: 'German' },
    });
  });
});

describe('translations as XLIFF 1.2', () => {
  it('writes one unit per text: the key, or the text’s hash, as its id', () => {
    const { xliff } = translationsXliff(AWKWARD, 'de', 'default');
    expect(xliff).toContain(
      '<file original="default" source-language="en" target-language="de" datatype="plaintext">',
    );
    expect(xliff).toContain('<trans-unit id="steps.x.title" xml:space="preserve">');
    expect(xliff).toContain('<source>Say "hi", then&#13;\nleave</source>');
    expect(xliff).toContain('<source>Tabs\tand &lt;tags&gt; &amp; "amps"</source>');
    expect(unitIdOf(AWKWARD.rows[1]!)).toMatch(/^text-[0-9a-f]{16}$/);
    expect(unitIdOf(AWKWARD.rows[1]!)).not.toBe(unitIdOf(AWKWARD.rows[2]!));
    // A missing translation has no target, for the translator's tool to add.
    expect(xliff.match(/<target/g)).toHaveLength(3);
  });

  it.each(['de', 'ar'])('reads back every %s text it wrote, word for word', (lang) => {
    const file = parsed(importedXliff(translationsXliff(AWKWARD, lang, 'default').xliff));
    expect(file.languages).toEqual(['en', lang]);
    expect(file.rows.map((r) => r.id)).toEqual(AWKWARD.rows.map(unitIdOf));
    file.rows.forEach((read, i) => {
      const written = AWKWARD.rows[i]!;
      expect(read.texts.en).toBe(written.source);
      expect(read.texts[lang]).toBe(written.cells[lang]!.value);
      expect(read.unreadable).toBeFalsy();
    });
  });

  it('leaves out a text XML cannot carry, and names it', () => {
    const { xliff, leftOut } = translationsXliff(
      grid([row('a\u0001', 'a\u0001'), row('b', 'b', '\udfff')]),
      'de',
      'default',
    );
    expect(leftOut).toEqual(['a\u0001', 'b']);
    expect(parsed(importedXliff(xliff)).rows).toEqual([]);
  });

  it('refuses a document type, a file that is not XLIFF 1.2, and one that is not XML', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xliff version="1.2">&a;</xliff>';
    expect(importedXliff(bomb)).toEqual({ problem: { reason: 'notXliff' } });
    expect(importedXliff('<xliff version="2.0"/>')).toEqual({ problem: { reason: 'notXliff' } });
    expect(importedXliff('<xliff version="1.2"><file>')).toEqual({
      problem: { reason: 'notXliff' },
    });
  });

  it('marks a unit whose target holds inline markup as unreadable', () => {
    const file = parsed(
      importedXliff(
        '<xliff version="1.2"><file source-language="en" target-language="de"><body>' +
          '<trans-unit id="steps.x.title"><source>Hi</source><target>Hal<g id="1">lo</g></target>' +
          '</trans-unit></body></file></xliff>',
      ),
    );
    expect(file.rows[0]).toMatchObject({ id: 'steps.x.title', unreadable: true });
  });
});

describe('applying a translation file to the draft', () => {
  const draft = draftWithNewStep();
  const current = translationGridOf(draft)!;
  const csv = (lines: string[]) => parsed(importedCsv(lines.join('\r\n')));

  it('writes each translation under its key or text, and counts what it wrote', () => {
    const title = current.rows.find((r) => r.id === 'steps.tenant_domain.title')!;
    const report = applyImport(
      draft,
      current,
      csv([
        'key,en,de,ar',
        `"${NEW_STEP.title}","${NEW_STEP.title}","Worauf konzentriert sich Ihr Team?","على ماذا يركز فريقك؟"`,
        `steps.tenant_domain.title,"${title.source}","${title.cells.de!.value}",`,
      ]),
    );
    expect(report.refused).toEqual([]);
    expect(report.applied).toBe(2);
    expect(report.unchanged).toBe(1);
    expect(locale(report.files, 'de')[NEW_STEP.title]).toBe('Worauf konzentriert sich Ihr Team?');
    expect(locale(report.files, 'ar')[NEW_STEP.title]).toBe('على ماذا يركز فريقك؟');
  });

  it('refuses, and lists, unknown texts, changed sources, other languages and NUL', () => {
    const report = applyImport(
      draft,
      current,
      csv([
        'key,en,de,fr',
        'Nobody shows this,Nobody shows this,Niemand,Personne',
        `Option 1,Option One,Möglichkeit 1,`,
        `Option 2,Option 2,"Möglich\u0000keit 2",`,
        `Option 3,Option 3,Möglichkeit 3,Choix 3`,
        `Option 3,Option 3,Noch einmal,`,
      ]),
    );
    expect(report.refused).toEqual([
      { at: 0, id: 'fr', reason: 'wrongLanguage' },
      { at: 2, id: 'Nobody shows this', reason: 'unknownText' },
      { at: 3, id: 'Option 1', reason: 'sourceChanged' },
      { at: 4, id: 'Option 2', reason: 'unportable' },
      { at: 6, id: 'Option 3', reason: 'repeated' },
    ]);
    expect(report.applied).toBe(1);
    expect(locale(report.files, 'de')).toMatchObject({ 'Option 3': 'Möglichkeit 3' });
    expect(locale(report.files, 'de')).not.toHaveProperty(['Option 1']);
  });

  it('reads an XLIFF file’s hashed text ids back to their texts', () => {
    const exported = translationsXliff(current, 'ar', 'default').xliff;
    const translated = exported.replace(
      `<source>${NEW_STEP.title}</source>`,
      `<source>${NEW_STEP.title}</source><target>على ماذا يركز فريقك؟</target>`,
    );
    const report = applyImport(draft, current, parsed(importedXliff(translated)));
    expect(report).toMatchObject({ applied: 1, refused: [] });
    expect(locale(report.files, 'ar')[NEW_STEP.title]).toBe('على ماذا يركز فريقك؟');
  });

  it('refuses an XLIFF file for a language the brand does not have', () => {
    const french = translationsXliff(current, 'de', 'default').xliff.replace(
      'target-language="de"',
      'target-language="fr"',
    );
    const report = applyImport(draft, current, parsed(importedXliff(french)));
    expect(report.refused).toEqual([{ at: 0, id: 'fr', reason: 'wrongLanguage' }]);
    expect(report.applied).toBe(0);
    expect(report.files).toBe(draft);
  });
});
