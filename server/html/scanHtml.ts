import { decodeEntities } from './entities';

/** An element's start tag, with the landmarks (header, nav, a banner or logo area) it sits in. */
export interface HtmlTag {
  name: string;
  attrs: Map<string, string>;
  inLandmark: boolean;
}

export interface ScannedHtml {
  tags: HtmlTag[];
  /** The contents of each <style> element. */
  styles: string[];
  /** The first <title>, decoded and trimmed; '' when there is none. */
  title: string;
  /** The visible text, decoded, a line per block element, runs of spaces collapsed. */
  text: string;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is not markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template']);
/** Elements whose content is not visible text either. */
const HIDDEN = new Set(['head', 'svg', 'select', 'object', 'iframe']);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
const LANDMARK_NAMES = new Set(['header', 'nav']);
const LANDMARK_HINT = /header|navbar|masthead|banner|topbar|site-brand/i;

/** A start or end tag at exactly the scan position; attribute text never holds an unquoted '<'. */
const TAG = /<(\/?)([a-z][a-z0-9-]*)(?![a-z0-9-])((?:[^<>"']|"[^"]*"|'[^']*')*)>/iy;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attrs;
}

function isLandmark(name: string, attrs: Map<string, string>): boolean {
  const role = attrs.get('role');
  if (LANDMARK_NAMES.has(name) || role === 'banner' || role === 'navigation') return true;
  return LANDMARK_HINT.test(`${attrs.get('class') ?? ''} ${attrs.get('id') ?? ''}`);
}

function tidyText(raw: string): string {
  return decodeEntities(raw)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

interface OpenElement {
  name: string;
  landmark: boolean;
  hidden: boolean;
}

/**
 * A forgiving, linear scan of an HTML page: its start tags, style sheets, title and visible text.
 * Enough to find logos, colours and searchable text; not a full parser (an unclosed element is
 * closed by its parent's end tag).
 */
export function scanHtml(html: string): ScannedHtml {
  const tags: HtmlTag[] = [];
  const styles: string[] = [];
  const text: string[] = [];
  let title: string | undefined;
  const open: OpenElement[] = [];
  /** How many elements of each name are open, so a stray end tag costs nothing. */
  const openCount = new Map<string, number>();
  const hidden = () => open.length > 0 && open[open.length - 1]!.hidden;
  const tag = new RegExp(TAG.source, TAG.flags);
  let from = 0;
  let at = html.indexOf('<');
  while (at >= 0) {
    if (!hidden()) text.push(html.slice(from, at));
    const special = html.startsWith('<!--', at)
      ? '-->'
      : /^<[!?]/.test(html.slice(at, at + 2))
        ? '>'
        : '';
    if (special) {
      // Comments, doctypes and processing instructions are skipped whole.
      const close = html.indexOf(special, at + 2);
      if (close < 0) return { tags, styles, title: title ?? '', text: tidyText(text.join('')) };
      from = close + special.length;
      at = html.indexOf('<', from);
      continue;
    }
    tag.lastIndex = at;
    const match = tag.exec(html);
    if (!match) {
      from = at;
      at = html.indexOf('<', at + 1);
      continue;
    }
    from = tag.lastIndex;
    const name = match[2]!.toLowerCase();
    if (BLOCK.has(name)) text.push('\n');
    if (match[1]) {
      if ((openCount.get(name) ?? 0) > 0) {
        for (let top = open.pop(); top; top = open.pop()) {
          openCount.set(top.name, openCount.get(top.name)! - 1);
          if (top.name === name) break;
        }
      }
    } else {
      const attrs = parseAttributes(match[3] ?? '');
      const parent = open[open.length - 1];
      const inLandmark = parent?.landmark ?? false;
      tags.push({ name, attrs, inLandmark });
      if (RAW_TEXT.has(name)) {
        const closing = new RegExp(`</${name}`, 'gi');
        closing.lastIndex = from;
        const stop = closing.exec(html)?.index ?? html.length;
        const content = html.slice(from, stop);
        if (name === 'style') styles.push(content);
        if (name === 'title' && title === undefined) title = tidyText(content).replace(/\n/g, ' ');
        from = stop;
      } else if (!VOID.has(name) && !(match[3] ?? '').trimEnd().endsWith('/')) {
        openCount.set(name, (openCount.get(name) ?? 0) + 1);
        open.push({
          name,
          landmark: inLandmark || isLandmark(name, attrs),
          hidden: (parent?.hidden ?? false) || HIDDEN.has(name),
        });
      }
    }
    at = html.indexOf('<', from);
  }
  if (!hidden()) text.push(html.slice(from));
  return { tags, styles, title: title ?? '', text: tidyText(text.join('')) };
}
