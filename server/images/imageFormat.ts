/** The image formats a user may upload as a logo, known by their first bytes, never by name. */
export type UploadFormat = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

export function sniffUploadFormat(bytes: Uint8Array): UploadFormat | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

/** The formats a brand image uploaded in the Studio may have, by its first bytes. */
export type AssetFormat = UploadFormat | 'webp' | 'ico' | 'svg';

const ICO_SIGNATURE = [0x00, 0x00, 0x01, 0x00];

const isWebp = (bytes: Uint8Array) =>
  bytes.length >= 12 &&
  String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
  String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP';

// An icon directory: the signature, then how many images (at least one).
const isIco = (bytes: Uint8Array) =>
  startsWith(bytes, ICO_SIGNATURE) && bytes.length >= 22 && (bytes[4]! | (bytes[5]! << 8)) > 0;

// Text that opens (after a byte-order mark, an XML declaration or comments) with an <svg> element.
const looksLikeSvg = (bytes: Uint8Array) =>
  /^(\uFEFF)?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    new TextDecoder().decode(bytes.subarray(0, 4096)),
  );

export function sniffAssetFormat(bytes: Uint8Array): AssetFormat | undefined {
  return (
    sniffUploadFormat(bytes) ??
    (isWebp(bytes) ? 'webp' : isIco(bytes) ? 'ico' : looksLikeSvg(bytes) ? 'svg' : undefined)
  );
}
