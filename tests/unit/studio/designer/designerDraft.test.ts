// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../../shared/config/readConfigDocuments';
import { brandConfigOf } from '../../../../server/config/store/repositoryFiles';
import {
  callsNotSavingAddedFields,
  draftStepTexts,
  reservedFieldNames,
  withDesignedStep,
} from '../../../../src/studio/designer/designerDraft';
import { designOf, withFieldDesign } from '../../../../src/studio/designer/fieldDesign';
import { addField, moveField, removeField } from '../../../../src/studio/designer/stepFields';
import { addStepFromTemplate } from '../../../../src/studio/draft/addStep';
import type { ConfigFileTexts, JsonObject } from '../../../../src/studio/draft/configFiles';
import { repoRoot } from '../../config/support';

const repository = readConfigDocuments(repoRoot);
// The beacon brand's version: its flow (assisted) asks the team_size step.
const metaSchemas = [...repository].filter(([path]) => path.startsWith('schemas/meta/'));
const draft: ConfigFileTexts = Object.fromEntries([
  ...brandConfigOf(repository, 'beacon'),
  ...metaSchemas,
]);
const TEAM = 'schemas/steps/team_size.json';
const json = (files: ConfigFileTexts, file: string) => JSON.parse(files[file]!) as JsonObject;
const teamSizeSubmit = (files: ConfigFileTexts) =>
  (json(files, 'schemas/flows/assisted.json').steps as JsonObject[]).find(
    (s) => s.name === 'team_size',
  )?.submit as JsonObject | undefined;

describe("the designer's edits of the draft", () => {
  const texts = draftStepTexts(draft, 'en');

  it("reads a key's text from the default language's copy, and edits only keys one place uses", () => {
    const copy = json(draft, 'brands/default/locales/en.json');
    expect(texts.read('steps.team_size.fields.teamSize')).toBe(
      copy['steps.team_size.fields.teamSize'],
    );
    expect(texts.read('Your name')).toBe('Your name');
    expect(texts.isEditableKey('steps.team_size.fields.teamSize')).toBe(true);
    // validation.textTooLong is the message of several steps' fields.
    expect(texts.isEditableKey('validation.textTooLong')).toBe(false);
    expect(texts.isEditableKey('Your name')).toBe(false);
  });

  it('writes a label kept under a key into the copy, and the schema keeps the key', () => {
    const step = json(draft, TEAM);
    const design = designOf(step, 'teamSize', texts)!;
    const { step: written, edits } = withFieldDesign(
      step,
      { ...design, label: 'People in your team' },
      texts,
    );
    const files = withDesignedStep(draft, TEAM, written, edits, 'en');
    expect(json(files, 'brands/default/locales/en.json')['steps.team_size.fields.teamSize']).toBe(
      'People in your team',
    );
    expect(json(files, TEAM)).toEqual(json(draft, TEAM));
    expect(checkConfig(new Map(Object.entries(files))).problems).toEqual([]);
  });

  it("has the step's Next send a field added to it, and no longer one removed from it", () => {
    if (!teamSizeSubmit(draft)) return expect.fail('team_size is not in the assisted flow');
    const { step: added, name } = addField(json(draft, TEAM), 'shortText', 'Company name', 2);
    const withNew = withDesignedStep(draft, TEAM, added, new Map(), 'en');
    expect(teamSizeSubmit(withNew)?.fields).toEqual([
      ...(teamSizeSubmit(draft)!.fields as string[]),
      name,
    ]);
    const removed = removeField(json(withNew, TEAM), 'teamRole');
    const withoutRole = withDesignedStep(withNew, TEAM, removed, new Map(), 'en');
    expect(teamSizeSubmit(withoutRole)?.fields).toEqual(['teamSize', name]);
    expect(checkConfig(new Map(Object.entries(withoutRole))).problems).toEqual([]);
  });

  it("keeps a new field's name off the account's, the engine's and the other steps' fields", () => {
    const reserved = reservedFieldNames(draft, TEAM);
    expect(reserved).toEqual(expect.arrayContaining(['email', 'firstName', 'stages', 'logoUrl']));
    const other = Object.keys(draft).find(
      (file) => file.startsWith('schemas/steps/') && file !== TEAM && file.endsWith('.json'),
    )!;
    const otherFields = Object.keys((json(draft, other).properties ?? {}) as JsonObject);
    expect(reserved).toEqual(expect.arrayContaining(otherFields));
    // The step's own fields are not in it: the designer names apart from them itself.
    expect(reserved).not.toContain('teamSize');
    const { name } = addField(json(draft, TEAM), 'email', 'Email', 0, reserved);
    expect(name).toBe('email2');
  });

  it("knows which steps' Next does not save the fields added to them", () => {
    expect(callsNotSavingAddedFields(draft, 'schemas/steps/payment.json')).toEqual([
      'processPayment',
    ]);
    expect(callsNotSavingAddedFields(draft, 'schemas/steps/tenant_domain.json')).toEqual([
      'signupOrUpdateDomain',
    ]);
    expect(callsNotSavingAddedFields(draft, TEAM)).toEqual([]);
    expect(callsNotSavingAddedFields(draft, 'schemas/steps/campaign_usecase.json')).toEqual([]);
  });

  it('leaves every shipped field as it was when the panel writes back what it read', () => {
    const changed: string[] = [];
    for (const file of Object.keys(draft).filter((path) => path.startsWith('schemas/steps/'))) {
      const step = json(draft, file);
      for (const name of Object.keys((step.properties ?? {}) as JsonObject)) {
        const design = designOf(step, name, texts);
        if (!design) continue;
        const written = withFieldDesign(step, design, texts);
        if (JSON.stringify(written.step) !== JSON.stringify(step) || written.edits.size > 0)
          changed.push(`${file}#${name}`);
      }
    }
    expect(changed).toEqual([]);
  });

  it('has a step that asked nothing save the first field added to it', () => {
    const added = addStepFromTemplate(
      draft,
      'info',
      { name: 'about_us', title: 'About us', requiredMessage: '' },
      { afterIndex: 0, progress: 15 },
    );
    if ('refused' in added) return expect.fail(added.refused);
    const file = 'schemas/steps/about_us.json';
    const { step, name } = addField(json(added.files, file), 'shortText', 'Company name', 0);
    const files = withDesignedStep(added.files, file, step, new Map(), 'en');
    const aboutUs = (json(files, 'schemas/flows/assisted.json').steps as JsonObject[]).find(
      (s) => s.name === 'about_us',
    );
    expect(aboutUs?.submit).toEqual({
      call: 'updateUserData',
      fields: [name],
      skipWhenUnchanged: true,
      next: 'following',
    });
    expect(checkConfig(new Map(Object.entries(files))).problems).toEqual([]);
  });

  it('writes a field moved in properties, and leaves a file whose JSON is unchanged as it was', () => {
    const step = json(draft, TEAM);
    const moved = withDesignedStep(draft, TEAM, moveField(step, 0, 1), new Map(), 'en');
    expect(Object.keys(json(moved, TEAM).properties as JsonObject)).toEqual([
      'teamRole',
      'teamSize',
    ]);
    const same = withDesignedStep(draft, TEAM, step, new Map(), 'en');
    expect(same[TEAM]).toBe(draft[TEAM]);
    expect(same['schemas/flows/assisted.json']).toBe(draft['schemas/flows/assisted.json']);
  });
});
