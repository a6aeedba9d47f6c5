import { join } from 'node:path';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { addStepFromTemplate } from '../../../src/studio/draft/addStep';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';

const repository = readConfigDocuments(join(__dirname, '../../..'));

/** The default brand's configuration as a version holds it (no other brand's files). */
export function defaultBrandVersion(): ConfigFileTexts {
  return Object.fromEntries(
    [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
  );
}

export const NEW_STEP = {
  name: 'team_focus',
  title: 'What does your team focus on?',
  requiredMessage: 'Pick what your team focuses on.',
};

/** The default brand's version with a choice step added from the Studio's template. */
export function draftWithNewStep(): ConfigFileTexts {
  const added = addStepFromTemplate(defaultBrandVersion(), 'requiredSelect', NEW_STEP, {
    afterIndex: 0,
    progress: 10,
  });
  if ('refused' in added) throw new Error(added.refused);
  return added.files;
}

export const locale = (draft: ConfigFileTexts, lang: string) =>
  JSON.parse(draft[`brands/default/locales/${lang}.json`]!) as Record<string, string>;
