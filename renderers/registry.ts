import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import { BUILT_IN_WIDGETS, type FieldName, type WidgetName } from '../shared/schema/rendererNames';
import type { Validate } from './validators/validate';

type Loader<T> = () => Promise<{ default: T }>;

/** A custom widget or field, registered once under the name manifests use in ui:widget or ui:field. */
export interface Extension<T> {
  /** Its own chunk, loaded only when a step that names it is shown. */
  component: Loader<T>;
  /** Its check of its value beyond JSON Schema, loaded with it. */
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

export interface LoadedRenderers {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  /** The loaded widgets' and fields' validate functions, by name. */
  validators: { widgets: Record<string, Validate>; fields: Record<string, Validate> };
}

async function loadAll<T>(
  kind: 'widget' | 'field',
  registered: Readonly<Record<string, Extension<T>>>,
  names: string[],
): Promise<{ components: Record<string, T>; validators: Record<string, Validate> }> {
  const loaded = await Promise.all(
    names.map(async (name) => {
      const extension = Object.hasOwn(registered, name) ? registered[name] : undefined;
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
