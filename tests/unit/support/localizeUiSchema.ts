import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { placeSchemaTexts } from '../../../shared/schema/placeSchemaTexts';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { translateUiSchema, type Translate } from '../../../src/engine/react/translateUiSchema';

/** What a page shows of a step's texts: placed when its module is built, translated in the page. */
export function localizeUiSchema(schema: RJSFSchema, uiSchema: UiSchema, t: Translate): UiSchema {
  return translateUiSchema(placeSchemaTexts(schema as JsonObject, uiSchema as JsonObject), t);
}
