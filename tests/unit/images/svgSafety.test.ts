import { describe, expect, it } from 'vitest';
import { sniffAssetFormat } from '../../../server/images/imageFormat';
import { unsafeSvgReason } from '../../../server/images/svgSafety';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

describe('unsafeSvgReason', () => {
  it('accepts shapes, gradients and references to its own ids', () => {
    const text = `<?xml version="1.0"?>\n<!-- logo -->\n${svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect fill="url(#g)" width="4" height="4"/><use xlink:href="#g"/><use href="#g"/>' +
        '<style>.a{fill:#000}</style><metadata>made by hand</metadata>',
    )}`;
    expect(unsafeSvgReason(text)).toBeNull();
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['a namespaced script', svg('<svg:script>alert(1)</svg:script>')],
    ['an event handler', svg('<rect onclick="alert(1)"/>')],
    ['an event handler on the root', svg('', ' onload="alert(1)"')],
    ['a foreignObject', svg('<foreignObject><div>x</div></foreignObject>')],
    ['an external image', svg('<image href="https://evil.example/x.png"/>')],
    ['an external use', svg('<use xlink:href="other.svg#a"/>')],
    ['a javascript link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['an external url() in a style', svg('<style>rect{fill:url(https://evil.example/a)}</style>')],
    ['an @import', svg('<style>@import "https://evil.example/a.css";</style>')],
    ['a data: address', svg('<image href="data:image/svg+xml;base64,AAAA"/>')],
    ['an entity', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('')}`],
    ['an animated href', svg('<a><set attributeName="href" to="https://evil.example"/></a>')],
    ['an embedded iframe', svg('<iframe src="x"></iframe>')],
  ])('refuses %s', (_what, text) => {
    expect(unsafeSvgReason(text)).not.toBeNull();
  });

  it('refuses text that is not an SVG document', () => {
    expect(unsafeSvgReason('<html><svg></svg></html>')).toBe('it is not an SVG document');
  });
});

describe('sniffAssetFormat', () => {
  it('knows an image by its first bytes, never its name', () => {
    expect(sniffAssetFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
    expect(sniffAssetFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffAssetFormat(Buffer.from(svg('')))).toBe('svg');
    const ico = Buffer.alloc(22);
    ico.writeUInt16LE(1, 2);
    ico.writeUInt16LE(1, 4);
    expect(sniffAssetFormat(ico)).toBe('ico');
    expect(sniffAssetFormat(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
