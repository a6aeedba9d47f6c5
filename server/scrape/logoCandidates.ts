import type { HtmlTag } from '../html/scanHtml';

export interface LogoCandidate {
  url: string;
  score: number;
}

const LOGO_WORD = /logo/i;
const BRAND_WORD = /brand/i;

function absolute(href: string | undefined, base: URL): string | undefined {
  if (!href || href.trim().startsWith('data:')) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The largest side named in a sizes attribute ("32x32 180x180"), or 0. */
function largestSize(sizes: string | undefined): number {
  let largest = 0;
  for (const match of (sizes ?? '').matchAll(/(\d{1,5})x\d{1,5}/gi)) {
    largest = Math.max(largest, Number(match[1]));
  }
  return largest;
}

function iconScore(tag: HtmlTag): number | undefined {
  const rel = (tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
  const size = Math.min(largestSize(tag.attrs.get('sizes')), 512) / 32;
  if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) {
    return 55 + size;
  }
  if (rel.includes('icon')) {
    const href = tag.attrs.get('href') ?? '';
    return /\.ico(\?|$)/i.test(href) ? 5 : 35 + size;
  }
  return undefined;
}

function metaImageScore(tag: HtmlTag): number | undefined {
  const key = (tag.attrs.get('property') ?? tag.attrs.get('name') ?? '').toLowerCase();
  if (key !== 'og:image' && key !== 'og:logo' && key !== 'twitter:image') return undefined;
  const content = tag.attrs.get('content') ?? '';
  if (key === 'og:logo' || LOGO_WORD.test(content)) return 60;
  return key === 'og:image' ? 30 : 20;
}

function imageScore(tag: HtmlTag): number {
  const names = ['class', 'id', 'alt', 'src', 'title'].map((a) => tag.attrs.get(a) ?? '').join(' ');
  return (
    (tag.inLandmark ? 30 : 0) + (LOGO_WORD.test(names) ? 45 : 0) + (BRAND_WORD.test(names) ? 10 : 0)
  );
}

function imageSource(tag: HtmlTag): string | undefined {
  const srcset = tag.attrs.get('srcset')?.split(',')[0]?.trim().split(/\s+/)[0];
  return tag.attrs.get('src') ?? tag.attrs.get('data-src') ?? srcset;
}

/**
 * Where a page's logo may be, best first: images named or classed as a logo (more so in the
 * header or navigation), apple-touch and sized icons, og images; .ico files come last.
 */
export function findLogoCandidates(tags: HtmlTag[], pageUrl: URL, limit = 5): LogoCandidate[] {
  const baseHref = tags.find((t) => t.name === 'base')?.attrs.get('href');
  const base = (baseHref && absolute(baseHref, pageUrl)) || pageUrl.toString();
  const candidates: LogoCandidate[] = [];
  const add = (href: string | undefined, score: number | undefined) => {
    const url = absolute(href, new URL(base));
    if (url && score !== undefined && score > 0) candidates.push({ url, score });
  };
  let firstInLandmark = true;
  for (const tag of tags) {
    if (tag.name === 'link') add(tag.attrs.get('href'), iconScore(tag));
    else if (tag.name === 'meta') add(tag.attrs.get('content'), metaImageScore(tag));
    else if (tag.name === 'img') {
      const bonus = tag.inLandmark && firstInLandmark ? 5 : 0;
      if (tag.inLandmark) firstInLandmark = false;
      const score = imageScore(tag);
      if (score >= 30) add(imageSource(tag), score + bonus);
    }
  }
  const best = new Map<string, LogoCandidate>();
  for (const candidate of candidates) {
    if ((best.get(candidate.url)?.score ?? -1) < candidate.score)
      best.set(candidate.url, candidate);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
