/**
 * The two URI operations @rjsf/utils asks of fast-uri (resolving a schema's `$ref` against its
 * `$id`, and comparing `$id`s), as RFC 3986 states them (section 5.2 and syntax-based
 * normalization, 6.2.2). It stands in for fast-uri in the browser bundle (10 KiB of gzip on the
 * signup page): ../plugins/standInPlugins.ts. A unit test holds it to fast-uri's answers.
 * Unlike fast-uri it does not rewrite IPv6 or internationalized hosts, nor URNs.
 */

/** RFC 3986 appendix B. */
const URI_PARTS = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

interface UriParts {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

function parse(uri: string): UriParts {
  const [, scheme, authority, path = '', query, fragment] = URI_PARTS.exec(uri) ?? [];
  return { scheme, authority, path, query, fragment };
}

function serialize({ scheme, authority, path, query, fragment }: UriParts): string {
  return (
    (scheme !== undefined ? `${scheme}:` : '') +
    (authority !== undefined ? `//${authority}` : '') +
    path +
    (query !== undefined ? `?${query}` : '') +
    (fragment !== undefined ? `#${fragment}` : '')
  );
}

/** RFC 3986 section 5.2.4. */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  let input = path;
  while (input.length > 0) {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../')) {
      input = input.slice(3);
      output.pop();
    } else if (input === '/..') {
      input = '/';
      output.pop();
    } else if (input === '.' || input === '..') input = '';
    else {
      const end = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = end === -1 ? input : input.slice(0, end);
      output.push(segment);
      input = input.slice(segment.length);
    }
  }
  return output.join('');
}

/** RFC 3986 section 5.2.3. */
function mergePaths(base: UriParts, path: string): string {
  if (base.authority !== undefined && base.path === '') return `/${path}`;
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + path;
}

/** RFC 3986 section 5.2.2 (strict). */
export function resolve(baseUri: string, reference: string): string {
  const base = parse(baseUri);
  const ref = parse(reference);
  let target: UriParts;
  if (ref.scheme !== undefined) {
    target = { ...ref, path: removeDotSegments(ref.path) };
  } else if (ref.authority !== undefined) {
    target = { ...ref, scheme: base.scheme, path: removeDotSegments(ref.path) };
  } else if (ref.path === '') {
    target = { ...base, query: ref.query ?? base.query, fragment: ref.fragment };
  } else {
    const path = ref.path.startsWith('/') ? ref.path : mergePaths(base, ref.path);
    target = { ...base, path: removeDotSegments(path), query: ref.query, fragment: ref.fragment };
  }
  return normalize(serialize({ ...target, fragment: target.fragment }));
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** RFC 3986 section 6.2.2: case, percent-encoding and dot segments. */
function normalize(uri: string): string {
  const parts = parse(
    uri.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    }),
  );
  return serialize({
    ...parts,
    scheme: parts.scheme?.toLowerCase(),
    authority: parts.authority?.replace(/(?<=^|@)[^@:]*(?=(:\d*)?$)/, (host) => host.toLowerCase()),
    path:
      parts.scheme !== undefined || parts.authority !== undefined
        ? removeDotSegments(parts.path)
        : parts.path,
  });
}

/** Whether two URIs name the same resource once normalized. */
export function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

export default { resolve, equal };
