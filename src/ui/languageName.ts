/** Names already worked out: Intl.DisplayNames loads locale data each time it is made. */
const names = new Map<string, string>();

/** A language's own name ("Deutsch", "العربية"), as its speakers would look for it. */
export function nameOf(lang: string): string {
  let name = names.get(lang);
  if (name === undefined) {
    name = displayName(lang);
    names.set(lang, name);
  }
  return name;
}

function displayName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}
