import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react';

/** Elements an email body may keep; anything else is unwrapped (its text stays). */
const KEPT = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'center',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'head',
  'title',
  'base',
]);
const VOID = new Set(['br', 'hr', 'img']);
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
/**
 * The preview sits under the page's h1 and the campaign section's h2, so the email's own headings
 * move two levels down: its h1 is an h3 on the page.
 */
const NESTED_HEADING: Record<string, string> = { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6' };
const ATTRIBUTES: Record<string, string> = {
  alt: 'alt',
  title: 'title',
  width: 'width',
  height: 'height',
  align: 'align',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};
const STYLE_PROPERTIES = new Set([
  'background',
  'background-color',
  'border',
  'border-bottom',
  'border-collapse',
  'border-left',
  'border-radius',
  'border-right',
  'border-top',
  'color',
  'display',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'height',
  'letter-spacing',
  'line-height',
  'margin',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'margin-top',
  'max-width',
  'padding',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'padding-top',
  'text-align',
  'text-decoration',
  'text-transform',
  'vertical-align',
  'width',
]);

function safeHref(value: string): string | undefined {
  return /^(https?:|mailto:)/i.test(value.trim()) ? value.trim() : undefined;
}

/** Same-origin paths and inline images only: the page's CSP allows no other image source. */
function safeSrc(value: string): string | undefined {
  const v = value.trim();
  if (/^\/(?!\/)/.test(v)) return v;
  return /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(v) ? v : undefined;
}

/** Inline styles become a style object React applies through the CSSOM, which the CSP allows. */
function styleOf(value: string): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const declaration of value.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim().toLowerCase();
    const v = declaration.slice(at + 1).trim();
    if (
      !STYLE_PROPERTIES.has(property) ||
      v === '' ||
      /url\(|expression|javascript:|@import|\\/i.test(v)
    ) {
      continue;
    }
    style[property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = v;
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

/**
 * The parsed document shares this page's CSP, which refuses style attributes (and says so in the
 * console); renamed before parsing, their text is kept and applied through the CSSOM instead.
 */
const STYLE_ATTRIBUTE = 'data-email-style';

function withoutStyleAttributes(html: string): string {
  return html.replace(/(<[a-z][^>]*?\s)style(\s*=)/gi, `$1${STYLE_ATTRIBUTE}$2`);
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, i) => toReact(child, i));
  if (!KEPT.has(tag)) return createElement(Fragment, { key }, ...children);
  const props: Record<string, unknown> = { key };
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    if (name in ATTRIBUTES) props[ATTRIBUTES[name]!] = attribute.value;
    else if (name === STYLE_ATTRIBUTE) props.style = styleOf(attribute.value);
    else if (name === 'href' && tag === 'a') {
      const href = safeHref(attribute.value);
      if (href) Object.assign(props, { href, target: '_blank', rel: 'noopener noreferrer' });
    } else if (name === 'src' && tag === 'img') {
      props.src = safeSrc(attribute.value);
    }
  }
  if (VOID.has(tag)) return createElement(tag, props);
  return createElement(NESTED_HEADING[tag] ?? tag, props, ...children);
}

/**
 * A stored campaign's HTML as React elements, keeping only an allow-list of tags, attributes and
 * style properties: no script, no event handler, no foreign URL; its headings nested under the
 * page's, its language and direction kept. The HTML is parsed with DOMParser into an inert document (nothing in it runs or loads).
 */
export function sanitizedEmail(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(withoutStyleAttributes(html), 'text/html');
  const nodes = Array.from(doc.body.childNodes, (node, i) => toReact(node, i));
  // The draft's own language, which may not be the page's: an Arabic draft on an English page is
  // read right to left, and a screen reader reads it in Arabic.
  const { lang, dir } = doc.documentElement;
  if (!LANGUAGE_TAG.test(lang)) return nodes;
  return [
    createElement('div', { key: 'email', lang, dir: dir === 'rtl' ? 'rtl' : 'ltr' }, ...nodes),
  ];
}
