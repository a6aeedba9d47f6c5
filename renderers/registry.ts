import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';

type Loader<T> = () => Promise<{ default: T }>;

/**
 * Custom widgets and fields by the name manifests use in ui:widget and ui:field. Each is its own
 * chunk, loaded only when a step that names it is shown.
 */
export const widgetLoaders: Record<string, Loader<Widget>> = {
  featureChoices: () => import('./widgets/FeatureChoicesWidget'),
  dependentText: () => import('./widgets/DependentTextWidget'),
  trimmedText: () => import('./widgets/TrimmedTextWidget'),
  promptEditor: () => import('./widgets/PromptEditorWidget'),
  themePicker: () => import('./widgets/ThemePickerWidget'),
  choiceCards: () => import('./widgets/ChoiceCardsWidget'),
  knowledgeBaseImport: () => import('./widgets/KnowledgeBaseWidget'),
  paletteEditor: () => import('./widgets/PaletteEditorWidget'),
  phone: () => import('./widgets/PhoneWidget'),
  subdomain: () => import('./widgets/SubdomainWidget'),
};

export const fieldLoaders: Record<string, Loader<Field>> = {
  emailVerification: () => import('./fields/EmailVerificationField'),
  useCaseCards: () => import('./fields/UseCaseCardsField'),
  stagesEditor: () => import('./fields/StagesEditorField'),
  planTable: () => import('./fields/PlanTableField'),
  qaPairs: () => import('./fields/QaPairsField'),
  personalizingLoader: () => import('./fields/PersonalizingLoaderField'),
  brandSetup: () => import('./fields/BrandSetupField'),
  logoUpload: () => import('./fields/LogoUploadField'),
};

/** RJSF's own widget names, which need no loader. */
export const BUILT_IN_WIDGETS = [
  'text',
  'textarea',
  'password',
  'email',
  'uri',
  'url',
  'color',
  'date',
  'datetime',
  'time',
  'updown',
  'range',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'hidden',
  'file',
  'altdate',
  'altdatetime',
] as const;

export async function loadRenderers(names: { widgets: string[]; fields: string[] }): Promise<{
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
}> {
  const custom = (name: string) => !(BUILT_IN_WIDGETS as readonly string[]).includes(name);
  const widgetEntries = await Promise.all(
    names.widgets.filter(custom).map(async (name) => {
      const loader = widgetLoaders[name];
      if (!loader) throw new Error(`No widget is registered under the name "${name}"`);
      return [name, (await loader()).default] as const;
    }),
  );
  const fieldEntries = await Promise.all(
    names.fields.map(async (name) => {
      const loader = fieldLoaders[name];
      if (!loader) throw new Error(`No field is registered under the name "${name}"`);
      return [name, (await loader()).default] as const;
    }),
  );
  return { widgets: Object.fromEntries(widgetEntries), fields: Object.fromEntries(fieldEntries) };
}
