/**
 * Why an SVG may not be served as a brand image, or null when it may: it must be an <svg> document
 * with no script, no event handler, no foreignObject (HTML inside), no DOCTYPE or entity (which can
 * expand or reach files) and no reference outside itself (href, url() and @import may only name
 * "#an-id"). Stricter than needed rather than parsing XML the way a browser would: a false refusal
 * costs a re-export, a miss costs a script on the site's origin.
 */
export function unsafeSvgReason(text: string): string | null {
  const body = text.replace(/^\uFEFF/, '');
  const withoutComments = body.replace(/<!--[\s\S]*?-->/g, '');
  if (!/^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/i.test(withoutComments))
    return 'it is not an SVG document';
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) return 'it declares a DOCTYPE or an entity';
  if (/<\?xml-stylesheet/i.test(body)) return 'it links a style sheet';
  if (/<(?:[\w-]+:)?script[\s>/]/i.test(body)) return 'it holds a script';
  if (/<(?:[\w-]+:)?foreignObject[\s>/]/i.test(body)) return 'it holds a foreignObject';
  if (/<(?:[\w-]+:)?(?:iframe|embed|object|audio|video)[\s>/]/i.test(body))
    return 'it embeds other content';
  if (/[\s"'/]on[a-z-]*\s*=/i.test(body)) return 'it has an event handler';
  if (/javascript\s*:|(?<![\w-])data\s*:/i.test(body))
    return 'it holds a javascript: or data: address';
  if (/attributeName\s*=\s*["']?\s*(?:[\w-]+:)?href/i.test(body)) return 'it animates a reference';
  for (const match of body.matchAll(
    /(?:^|[\s"'/])(?:[\w-]+:)?href\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi,
  )) {
    const value = match[1]!.replace(/^["']|["']$/g, '').trim();
    if (!/^#[\w.-]+$/.test(value)) return 'it refers to something outside itself';
  }
  for (const match of body.matchAll(/url\s*\(([^)]*)\)/gi)) {
    const value = match[1]!.trim().replace(/^["']|["']$/g, '');
    if (!/^#[\w.-]+$/.test(value)) return 'it refers to something outside itself';
  }
  if (/@import/i.test(body)) return 'it imports a style sheet';
  return null;
}
