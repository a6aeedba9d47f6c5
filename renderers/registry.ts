import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { Validate } from './validators/validate';

type Loader<T> = () => Promise<{ default: T }>;

/** A custom widget or field, registered once under the name manifests use in ui:widget or ui:field. */
export interface Extension<T> {
  name: string;
  /** Its own chunk, loaded only when a step that names it is shown. */
  component: Loader<T>;
  /** Its check of its value beyond JSON Schema, loaded with it. */
  validate?: () => Promise<Validate>;
}

export const widgetExtensions: readonly Extension<Widget>[] = [
  { name: 'featureChoices', component: () => import('./widgets/FeatureChoicesWidget') },
  { name: 'dependentText', component: () => import('./widgets/DependentTextWidget') },
  { name: 'trimmedText', component: () => import('./widgets/TrimmedTextWidget') },
  { name: 'promptEditor', component: () => import('./widgets/PromptEditorWidget') },
  { name: 'themePicker', component: () => import('./widgets/ThemePickerWidget') },
  { name: 'choiceCards', component: () => import('./widgets/ChoiceCardsWidget') },
  { name: 'knowledgeBaseImport', component: () => import('./widgets/KnowledgeBaseWidget') },
  { name: 'paletteEditor', component: () => import('./widgets/PaletteEditorWidget') },
  {
    name: 'phone',
    component: () => import('./widgets/PhoneWidget'),
    validate: () => import('./validators/phone').then((m) => m.validatePhone),
  },
  { name: 'subdomain', component: () => import('./widgets/SubdomainWidget') },
];

export const fieldExtensions: readonly Extension<Field>[] = [
  { name: 'emailVerification', component: () => import('./fields/EmailVerificationField') },
  { name: 'useCaseCards', component: () => import('./fields/UseCaseCardsField') },
  {
    name: 'stagesEditor',
    component: () => import('./fields/StagesEditorField'),
    validate: () => import('./validators/stages').then((m) => m.validateStages),
  },
  { name: 'planTable', component: () => import('./fields/PlanTableField') },
  { name: 'qaPairs', component: () => import('./fields/QaPairsField') },
  { name: 'personalizingLoader', component: () => import('./fields/PersonalizingLoaderField') },
  { name: 'brandSetup', component: () => import('./fields/BrandSetupField') },
  { name: 'logoUpload', component: () => import('./fields/LogoUploadField') },
];

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

export interface LoadedRenderers {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  /** The loaded widgets' and fields' validate functions, by name. */
  validators: { widgets: Record<string, Validate>; fields: Record<string, Validate> };
}

async function loadAll<T>(
  kind: 'widget' | 'field',
  registered: readonly Extension<T>[],
  names: string[],
): Promise<{ components: Record<string, T>; validators: Record<string, Validate> }> {
  const loaded = await Promise.all(
    names.map(async (name) => {
      const extension = registered.find((e) => e.name === name);
      if (!extension) throw new Error(`No ${kind} is registered under the name "${name}"`);
      const [component, validate] = await Promise.all([
        extension.component(),
        extension.validate?.(),
      ]);
      return { name, component: component.default, validate };
    }),
  );
  return {
    components: Object.fromEntries(loaded.map((e) => [e.name, e.component])),
    validators: Object.fromEntries(
      loaded.flatMap((e) => (e.validate ? [[e.name, e.validate] as const] : [])),
    ),
  };
}

export async function loadRenderers(names: {
  widgets: string[];
  fields: string[];
}): Promise<LoadedRenderers> {
  const custom = (name: string) => !(BUILT_IN_WIDGETS as readonly string[]).includes(name);
  const [widgets, fields] = await Promise.all([
    loadAll('widget', widgetExtensions, names.widgets.filter(custom)),
    loadAll('field', fieldExtensions, names.fields),
  ]);
  return {
    widgets: widgets.components as RegistryWidgetsType,
    fields: fields.components as RegistryFieldsType,
    validators: { widgets: widgets.validators, fields: fields.validators },
  };
}
