/**
 * The copy key of a value stored in English ("Newsletter signup", "E-commerce"): the prefix and the
 * value's words in camelCase (stages.defaults.newsletterSignup, categories.eCommerce), so copy
 * can word stored values in any language and server and browser find the same key.
 */
export function copyKeyFor(prefix: string, value: string): string {
  const words = value.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((word, index) =>
    index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
  );
  return `${prefix}.${camel.join('')}`;
}

/** A stored business category's copy key ("E-commerce" → categories.eCommerce). */
export const categoryCopyKey = (category: string) => copyKeyFor('categories', category);

/** A default journey stage's copy key ("Newsletter signup" → stages.defaults.newsletterSignup). */
export const defaultStageCopyKey = (stage: { name: string }) =>
  copyKeyFor('stages.defaults', stage.name);
