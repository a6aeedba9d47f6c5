import type Sharp from 'sharp';
import { distinctColors, isNeutral, toHex, type Rgb } from './color';

/** Decoding stops past this many pixels, so a small file cannot expand into gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored logos are scaled down to fit this box. */
const MAX_SIDE = 1024;

let sharpModule: Promise<typeof Sharp> | undefined;

/** sharp and its libvips, loaded with the first image rather than at start (26 MiB resident). */
function loadSharp(): Promise<typeof Sharp> {
  return (sharpModule ??= import('sharp').then((module) => module.default));
}

export class ImageDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageDecodeError';
  }
}

export interface EncodedLogo {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an image (only the `formats` given), applies its orientation, scales it to fit the
 * logo box and re-encodes it as PNG without any of the input's metadata.
 */
export async function reencodeAsPng(
  input: Buffer,
  formats: readonly string[] | 'any',
): Promise<EncodedLogo> {
  const sharp = await loadSharp();
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (formats !== 'any' && (!format || !formats.includes(format))) {
      throw new ImageDecodeError(`a ${format ?? 'unknown'} image is not accepted here`);
    }
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ImageDecodeError) throw error;
    throw new ImageDecodeError(`the image could not be read: ${(error as Error).message}`);
  }
}

interface Bucket {
  count: number;
  exact: Map<number, number>;
}

/** Share of the opaque pixels below which a colour is edge noise rather than part of the logo. */
const MIN_SHARE = 0.02;

/**
 * The logo's main colours as '#rrggbb', most used first: colourful ones before neutrals, each
 * the exact colour most pixels of its group have (nearest-neighbour sampling keeps them exact).
 */
export async function dominantColors(image: Buffer, limit = 3): Promise<string[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: 64, height: 64, fit: 'inside', kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, Bucket>();
  let opaque = 0;
  for (let i = 0; i + 3 < data.length; i += info.channels) {
    if (data[i + 3]! < 128) continue;
    opaque++;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const exact = (r << 16) | (g << 8) | b;
    const bucket = buckets.get(key) ?? { count: 0, exact: new Map<number, number>() };
    bucket.count++;
    bucket.exact.set(exact, (bucket.exact.get(exact) ?? 0) + 1);
    buckets.set(key, bucket);
  }
  const ranked = [...buckets.values()]
    .filter((bucket) => bucket.count >= Math.max(1, opaque * MIN_SHARE))
    .sort((a, b) => b.count - a.count)
    .map((bucket): Rgb => {
      const [top] = [...bucket.exact].sort((a, b) => b[1] - a[1])[0]!;
      return { r: (top >> 16) & 0xff, g: (top >> 8) & 0xff, b: top & 0xff };
    })
    .filter((color) => toHex(color) !== '#ffffff');
  const colourful = ranked.filter((c) => !isNeutral(c));
  const neutral = ranked.filter((c) => isNeutral(c));
  return distinctColors([...colourful, ...neutral], limit).map(toHex);
}
