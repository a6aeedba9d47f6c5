import { brandAssetUrl } from '../../../shared/config/brandAssetUrl';
import type { FlowManifest } from '../../../shared/flow/types';
import { copyFileOf, draftStepTexts } from '../designer/designerDraft';
import {
  brandFlowOf,
  brandIdOf,
  formatJson,
  parseObject,
  stepFileOf,
  type ConfigFileTexts,
  type JsonObject,
} from '../draft/configFiles';

/** The brand's manifest fields the brand screen sets to an image's address. */
export type BrandImage = 'logo' | 'favicon';

/** A text of a step as the brand screen shows it: what it reads, and where it is kept. */
export interface StepText {
  text: string;
  /** The copy key holding it, or undefined when the schema or flow holds the text itself. */
  key: string | undefined;
}

/** One step of the brand's flow: its heading, and its poster panel if it has one. */
export interface StepPanel {
  index: number;
  name: string;
  schemaFile: string;
  heading: StepText;
  poster?: { title: StepText; text: StepText; image: string };
}

export interface BrandView {
  brandId: string;
  brandFile: string;
  flowFile: string;
  defaultLanguage: string;
  name: string;
  /** The manifest's values, and where the page loads each from. */
  images: Record<BrandImage, { value: string; url: string }>;
  colors: Record<string, string>;
  steps: StepPanel[];
}

const stringOr = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** What the brand screen shows of the draft, or undefined while its brand or flow does not parse. */
export function brandViewOf(draft: ConfigFileTexts): BrandView | undefined {
  const found = brandFlowOf(draft);
  const brandId = brandIdOf(draft);
  if (!found || !brandId) return undefined;
  const { brand, flow, brandFile, flowFile } = found;
  const locales = brand.locales;
  const defaultLanguage =
    Array.isArray(locales) && typeof locales[0] === 'string' ? locales[0] : 'en';
  const texts = draftStepTexts(draft, defaultLanguage);
  const textOf = (value: unknown): StepText => {
    const raw = stringOr(value);
    return { text: texts.read(raw), key: texts.isEditableKey(raw) ? raw : undefined };
  };
  const image = (field: BrandImage) => {
    const value = stringOr(brand[field]);
    return { value, url: value && brandAssetUrl(brandId, value) };
  };
  const tokens = brand.tokens as { colors?: Record<string, unknown> } | undefined;
  const colors = Object.fromEntries(
    Object.entries(tokens?.colors ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const steps = flow.steps.map((step, index): StepPanel => {
    const schemaFile = stepFileOf(step.schema);
    const schema = parseObject(draft[schemaFile]);
    return {
      index,
      name: step.name,
      schemaFile,
      heading: textOf(schema?.title),
      poster: step.poster && {
        title: textOf(step.poster.titleKey),
        text: textOf(step.poster.textKey),
        image: step.poster.image,
      },
    };
  });
  return {
    brandId,
    brandFile,
    flowFile,
    defaultLanguage,
    name: stringOr(brand.name),
    images: { logo: image('logo'), favicon: image('favicon') },
    colors,
    steps,
  };
}

function withJson(draft: ConfigFileTexts, file: string, change: (json: JsonObject) => JsonObject) {
  const json = parseObject(draft[file]);
  return json ? { ...draft, [file]: formatJson(change(json)) } : draft;
}

/** The draft with a top-level field of the brand's manifest set (name, logo, favicon). */
export function withBrandField(
  draft: ConfigFileTexts,
  view: BrandView,
  field: 'name' | BrandImage,
  value: string,
): ConfigFileTexts {
  return withJson(draft, view.brandFile, (brand) => ({ ...brand, [field]: value }));
}

/** The draft with one of the brand's colour tokens set. */
export function withColor(
  draft: ConfigFileTexts,
  view: BrandView,
  token: string,
  value: string,
): ConfigFileTexts {
  return withJson(draft, view.brandFile, (brand) => {
    const tokens = (brand.tokens ?? {}) as JsonObject;
    const colors = (tokens.colors ?? {}) as JsonObject;
    return { ...brand, tokens: { ...tokens, colors: { ...colors, [token]: value } } };
  });
}

/**
 * The draft with a text written where it is kept: a copy key's text in the brand's default
 * language (in the brand's own copy when it overrides the key), else in place of the text itself.
 */
export function withStepText(
  draft: ConfigFileTexts,
  view: BrandView,
  where: StepText,
  text: string,
  place: { file: string; set: (json: JsonObject, text: string) => JsonObject },
): ConfigFileTexts {
  if (where.key === undefined) return withJson(draft, place.file, (json) => place.set(json, text));
  const file = copyFileOf(draft, where.key, view.defaultLanguage);
  return withJson(draft, file, (copy) => ({ ...copy, [where.key!]: text }));
}

/** Where a step's heading is kept when it is text, not a key: its schema's title. */
export const headingPlace = (step: StepPanel) => ({
  file: step.schemaFile,
  set: (schema: JsonObject, text: string) => ({ ...schema, title: text }),
});

/** Where a poster's texts and image are kept in the flow: its step's poster. */
export const posterPlace = (
  view: BrandView,
  step: StepPanel,
  field: 'titleKey' | 'textKey' | 'image',
) => ({
  file: view.flowFile,
  set: (flow: JsonObject, value: string) => {
    const steps = [...(flow as unknown as FlowManifest).steps];
    const current = steps[step.index]!;
    steps[step.index] = { ...current, poster: { ...current.poster!, [field]: value } };
    return { ...flow, steps };
  },
});

/** The draft with a step's poster image set. */
export function withPosterImage(
  draft: ConfigFileTexts,
  view: BrandView,
  step: StepPanel,
  url: string,
): ConfigFileTexts {
  const place = posterPlace(view, step, 'image');
  return withJson(draft, place.file, (flow) => place.set(flow, url));
}
