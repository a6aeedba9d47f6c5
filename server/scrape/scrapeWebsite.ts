import { scanHtml, type HtmlTag } from '../html/scanHtml';
import { distinctColors, isNeutral, parseCssColor, toHex, type Rgb } from '../images/color';
import { dominantColors, reencodeAsPng } from '../images/logoImage';
import { cssColors } from './cssColors';
import type { Fetcher } from './fetcher';
import { findLogoCandidates } from './logoCandidates';

export interface ScrapedLogo {
  /** Where the logo was found. */
  sourceUrl: string;
  /** Re-encoded: PNG, no metadata, at most 1024 px a side. */
  png: Buffer;
}

export interface ScrapeOutcome {
  logo: ScrapedLogo | null;
  /** Up to three '#rrggbb', the most telling first. */
  palette: string[];
  /** What went wrong along the way, for the log. */
  problems: string[];
}

const MAX_LOGO_TRIES = 4;
const MAX_STYLESHEETS = 3;
/** After this, no further logo or style sheet fetch is started. */
const BUDGET_MS = 30_000;

const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

function sameSite(a: URL, b: URL): boolean {
  const [x, y] = [siteOf(a.hostname), siteOf(b.hostname)];
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function themeColor(tags: HtmlTag[]): Rgb | undefined {
  const meta = tags.find(
    (t) => t.name === 'meta' && (t.attrs.get('name') ?? '').toLowerCase() === 'theme-color',
  );
  const color = parseCssColor(meta?.attrs.get('content') ?? '');
  return color && !isNeutral(color) ? color : undefined;
}

function stylesheetUrls(tags: HtmlTag[], page: URL): string[] {
  const urls: string[] = [];
  for (const tag of tags) {
    const rel = (tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = tag.attrs.get('href');
    if (tag.name !== 'link' || !rel.includes('stylesheet') || !href) continue;
    try {
      const url = new URL(href, page);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && sameSite(url, page)) {
        urls.push(url.toString());
      }
    } catch {
      // an unparseable href is skipped like any other unusable one
    }
  }
  return [...new Set(urls)].slice(0, MAX_STYLESHEETS);
}

async function findLogo(
  tags: HtmlTag[],
  page: URL,
  fetcher: Fetcher,
  problems: string[],
  outOfTime: () => boolean,
): Promise<ScrapedLogo | null> {
  for (const candidate of findLogoCandidates(tags, page, MAX_LOGO_TRIES)) {
    if (outOfTime()) break;
    try {
      const image = await fetcher(candidate.url, 'image');
      const { png } = await reencodeAsPng(image.body, 'any');
      return { sourceUrl: image.url, png };
    } catch (error) {
      problems.push(`logo ${candidate.url}: ${reason(error)}`);
    }
  }
  return null;
}

async function styleSheets(
  tags: HtmlTag[],
  inline: string[],
  page: URL,
  fetcher: Fetcher,
  problems: string[],
  outOfTime: () => boolean,
): Promise<string> {
  const sheets = [...inline, ...tags.map((t) => t.attrs.get('style') ?? '').filter(Boolean)];
  for (const url of stylesheetUrls(tags, page)) {
    if (outOfTime()) break;
    try {
      sheets.push((await fetcher(url, 'stylesheet')).body.toString('utf8'));
    } catch (error) {
      problems.push(`stylesheet ${url}: ${reason(error)}`);
    }
  }
  return sheets.join('\n;\n');
}

/**
 * Finds a website's logo and primary colours: the logo among its icons, og image and header
 * images (best scored first, the first that decodes wins), the colours from theme-color, the
 * logo's pixels and its CSS. Never throws: what failed is listed in `problems`.
 */
export async function scrapeWebsite(websiteUrl: string, fetcher: Fetcher): Promise<ScrapeOutcome> {
  const problems: string[] = [];
  const started = Date.now();
  const outOfTime = () => Date.now() - started > BUDGET_MS;
  let pageUrl: URL;
  let html: string;
  try {
    const page = await fetcher(websiteUrl, 'page');
    pageUrl = new URL(page.url);
    html = page.body.toString('utf8');
  } catch (error) {
    return { logo: null, palette: [], problems: [`page ${websiteUrl}: ${reason(error)}`] };
  }
  const { tags, styles } = scanHtml(html);
  const logo = await findLogo(tags, pageUrl, fetcher, problems, outOfTime);
  let logoColors: Rgb[] = [];
  if (logo) {
    logoColors = (await dominantColors(logo.png)).map((hex) => parseCssColor(hex)!);
  }
  const css = await styleSheets(tags, styles, pageUrl, fetcher, problems, outOfTime);
  const theme = themeColor(tags);
  const colourful = [
    ...(theme ? [theme] : []),
    ...logoColors.filter((c) => !isNeutral(c)),
    ...cssColors(css),
  ];
  const chosen = colourful.length > 0 ? colourful : logoColors;
  return { logo, palette: distinctColors(chosen, 3).map(toHex), problems };
}
