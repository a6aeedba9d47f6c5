import type { FieldName, WidgetName } from './rendererNames.ts';

/**
 * The component's source file renderers/registry.ts loads for each custom renderer, as the build
 * manifest names it: the server preloads them for the first screen's form. (Validators load when
 * the form is first used, so they are not preloaded.) A unit test holds this list and the
 * registry's imports together.
 */
export const RENDERER_SOURCES: {
  widgets: Readonly<Record<WidgetName, string>>;
  fields: Readonly<Record<FieldName, string>>;
} = {
  widgets: {
    featureChoices: 'renderers/widgets/FeatureChoicesWidget.tsx',
    dependentText: 'renderers/widgets/DependentTextWidget.tsx',
    trimmedText: 'renderers/widgets/TrimmedTextWidget.tsx',
    promptEditor: 'renderers/widgets/PromptEditorWidget.tsx',
    themePicker: 'renderers/widgets/ThemePickerWidget.tsx',
    choiceCards: 'renderers/widgets/ChoiceCardsWidget.tsx',
    knowledgeBaseImport: 'renderers/widgets/KnowledgeBaseWidget.tsx',
    paletteEditor: 'renderers/widgets/PaletteEditorWidget.tsx',
    phone: 'renderers/widgets/PhoneWidget.tsx',
    subdomain: 'renderers/widgets/SubdomainWidget.tsx',
  },
  fields: {
    emailVerification: 'renderers/fields/EmailVerificationField.tsx',
    useCaseCards: 'renderers/fields/UseCaseCardsField.tsx',
    stagesEditor: 'renderers/fields/StagesEditorField.tsx',
    planTable: 'renderers/fields/PlanTableField.tsx',
    qaPairs: 'renderers/fields/QaPairsField.tsx',
    personalizingLoader: 'renderers/fields/PersonalizingLoaderField.tsx',
    brandSetup: 'renderers/fields/BrandSetupField.tsx',
    logoUpload: 'renderers/fields/LogoUploadField.tsx',
  },
};

/** The component sources a module's renderers load; built-in and unknown names load none. */
export function rendererSourcesOf(names: { widgets: string[]; fields: string[] }): string[] {
  const of = (table: Readonly<Record<string, string>>, list: string[]) =>
    list.flatMap((name) => (Object.hasOwn(table, name) ? [table[name]!] : []));
  return [
    ...of(RENDERER_SOURCES.widgets, names.widgets),
    ...of(RENDERER_SOURCES.fields, names.fields),
  ];
}
