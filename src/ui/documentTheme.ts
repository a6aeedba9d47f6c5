/** Sets CSS custom properties on the page's root, skipping those with no value. */
export function setCssVariables(variables: Record<string, string | undefined>, doc = document) {
  const root = doc.documentElement.style;
  for (const [name, value] of Object.entries(variables)) if (value) root.setProperty(name, value);
}

/** Points the page's icon at `href`, adding the link when the page has none. */
export function setFavicon(href: string, doc = document): void {
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.href = href;
}
