import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { FieldName, WidgetName } from '../shared/schema/rendererNames';
import type { Validate } from './validators/validate';

type Loader<T> = () => Promise<{ default: T }>;

/** A custom widget or field, registered once under the name manifests use in ui:widget or ui:field. */
export interface Extension<T> {
  /** Its own chunk, loaded only when a step that names it is shown. */
  component: Loader<T>;
  /** Its check of its value beyond JSON Schema, loaded when its form is first used (loadValidators). */
  validate?: () => Promise<Validate>;
}

// Keyed by the names in ./names.ts, so the checker's list and this registry cannot drift apart.
export const widgetExtensions: Readonly<Record<WidgetName, Extension<Widget>>> = {
  featureChoices: { component: () => import('./widgets/FeatureChoicesWidget') },
  dependentText: { component: () => import('./widgets/DependentTextWidget') },
  trimmedText: { component: () => import('./widgets/TrimmedTextWidget') },
  promptEditor: { component: () => import('./widgets/PromptEditorWidget') },
  themePicker: { component: () => import('./widgets/ThemePickerWidget') },
  choiceCards: { component: () => import('./widgets/ChoiceCardsWidget') },
  knowledgeBaseImport: { component: () => import('./widgets/KnowledgeBaseWidget') },
  paletteEditor: { component: () => import('./widgets/PaletteEditorWidget') },
  phone: {
    component: () => import('./widgets/PhoneWidget'),
    validate: () => import('./validators/phone').then((m) => m.validatePhone),
  },
  subdomain: { component: () => import('./widgets/SubdomainWidget') },
};

export const fieldExtensions: Readonly<Record<FieldName, Extension<Field>>> = {
  emailVerification: { component: () => import('./fields/EmailVerificationField') },
  useCaseCards: { component: () => import('./fields/UseCaseCardsField') },
  stagesEditor: {
    component: () => import('./fields/StagesEditorField'),
    validate: () => import('./validators/stages').then((m) => m.validateStages),
  },
  planTable: { component: () => import('./fields/PlanTableField') },
  qaPairs: { component: () => import('./fields/QaPairsField') },
  personalizingLoader: { component: () => import('./fields/PersonalizingLoaderField') },
  brandSetup: { component: () => import('./fields/BrandSetupField') },
  logoUpload: { component: () => import('./fields/LogoUploadField') },
};

/** The validate functions of a form's widgets and fields, by name. */
export interface Validators {
  widgets: Record<string, Validate>;
  fields: Record<string, Validate>;
}

export interface LoadedRenderers {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  /**
   * Loads the widgets' and fields' validate functions, once: a form asks for them when the person
   * first reaches it or submits, so their code (the phone's metadata) is not on the first paint.
   */
  loadValidators(): Promise<Validators>;
}

function extensionOf<T>(
  kind: 'widget' | 'field',
  registered: Readonly<Record<string, Extension<T>>>,
  name: string,
): Extension<T> {
  const extension = Object.hasOwn(registered, name) ? registered[name] : undefined;
  if (!extension) throw new Error(`No ${kind} is registered under the name "${name}"`);
  return extension;
}

async function loadComponents<T>(
  kind: 'widget' | 'field',
  registered: Readonly<Record<string, Extension<T>>>,
  names: string[],
): Promise<Record<string, T>> {
  const loaded = await Promise.all(
    names.map(async (name) => {
      const component = await extensionOf(kind, registered, name).component();
      return [name, component.default] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

async function loadValidatorsOf<T>(
  kind: 'widget' | 'field',
  registered: Readonly<Record<string, Extension<T>>>,
  names: string[],
): Promise<Record<string, Validate>> {
  const loaded = await Promise.all(
    names.map(
      async (name) => [name, await extensionOf(kind, registered, name).validate?.()] as const,
    ),
  );
  return Object.fromEntries(loaded.filter((entry): entry is [string, Validate] => !!entry[1]));
}

export async function loadRenderers(names: {
  widgets: string[];
  fields: string[];
}): Promise<LoadedRenderers> {
  const [widgets, fields] = await Promise.all([
    loadComponents('widget', widgetExtensions, names.widgets),
    loadComponents('field', fieldExtensions, names.fields),
  ]);
  let validators: Promise<Validators> | undefined;
  const loadValidators = () => {
    validators ??= Promise.all([
      loadValidatorsOf('widget', widgetExtensions, names.widgets),
      loadValidatorsOf('field', fieldExtensions, names.fields),
    ]).then(([widgets, fields]) => ({ widgets, fields }));
    validators.catch(() => (validators = undefined));
    return validators;
  };
  return {
    widgets: widgets as RegistryWidgetsType,
    fields: fields as RegistryFieldsType,
    loadValidators,
  };
}
