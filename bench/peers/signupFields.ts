import copy from '../../brands/default/locales/en.json';
import signup from '../../schemas/forms/signup.json';

/** The signup form's own words, in English, so each peer shows what ours shows. */
export const words = (key: string): string => (copy as Record<string, string>)[key] ?? key;

export const TITLE = words(signup.title);
export const SUBMIT = words('auth.signup.submit');

type Property = (typeof signup.properties)[keyof typeof signup.properties];

/**
 * The signup schema as plain JSON Schema: our copy keys turned into English titles, and the
 * keywords only our engine knows (errorMessage, ui:*) left out. The page shows the form's title.
 */
export function plainSignupSchema(): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(signup.properties).map(([name, property]) => {
      const plain: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(property as Property)) {
        if (key === 'errorMessage' || key.startsWith('ui:')) continue;
        plain[key] = key === 'title' ? words(value as string) : value;
      }
      return [name, plain];
    }),
  );
  return { type: 'object', required: signup.required, properties };
}
