import { describe, expect, it } from 'vitest';
import {
  checkLogoFile,
  firstValidLogo,
  hasLogoExtension,
  isLogoContent,
  LOGO_MAX_BYTES,
} from '../../../renderers/fields/logoFile';
import { fileOf, JPEG_BYTES, PNG_BYTES } from './harness';

describe('the logo file rules', () => {
  it('accepts jpg, jpeg and png names whatever their case', () => {
    for (const name of ['logo.png', 'LOGO.PNG', 'a.Jpg', 'b.JPEG', 'c.jpeg', 'd.tar.png'])
      expect(hasLogoExtension(name)).toBe(true);
  });

  it('refuses other names, and names without an extension', () => {
    for (const name of ['logo.gif', 'logo.svg', 'logo.webp', 'logo', 'png', 'logo.png.exe'])
      expect(hasLogoExtension(name)).toBe(false);
  });

  it('recognises PNG and JPEG content by its first bytes', () => {
    expect(isLogoContent(new Uint8Array(PNG_BYTES))).toBe(true);
    expect(isLogoContent(new Uint8Array(JPEG_BYTES))).toBe(true);
    expect(
      isLogoContent(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe(false);
    expect(isLogoContent(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe(false);
  });

  it('warns extensionsupport for a wrong name', async () => {
    expect(await checkLogoFile(fileOf('logo.gif', PNG_BYTES))).toBe('extensionsupport');
  });

  it('warns extensionsupport for a right name whose content is not an image', async () => {
    const fake = new File(['GIF89a not really'], 'logo.png', { type: 'image/png' });
    expect(await checkLogoFile(fake)).toBe('extensionsupport');
  });

  it('warns sizelimit above 5 MB and accepts exactly 5 MB', async () => {
    expect(await checkLogoFile(fileOf('big.png', PNG_BYTES, LOGO_MAX_BYTES + 1))).toBe('sizelimit');
    expect(await checkLogoFile(fileOf('edge.png', PNG_BYTES, LOGO_MAX_BYTES))).toBeNull();
  });

  it('accepts a real PNG or JPEG header', async () => {
    expect(await checkLogoFile(fileOf('logo.PNG', PNG_BYTES))).toBeNull();
    expect(await checkLogoFile(fileOf('photo.jpeg', JPEG_BYTES))).toBeNull();
  });

  it('uses the first valid file of several, skipping the invalid ones before it', async () => {
    const good = fileOf('second.png', PNG_BYTES);
    const chosen = await firstValidLogo([
      fileOf('first.gif', PNG_BYTES),
      good,
      fileOf('third.jpg', JPEG_BYTES),
    ]);
    expect(chosen.file).toBe(good);
  });

  it("reports the first file's warning when none of several is valid", async () => {
    const chosen = await firstValidLogo([
      fileOf('huge.png', PNG_BYTES, LOGO_MAX_BYTES + 10),
      fileOf('doc.pdf', PNG_BYTES),
    ]);
    expect(chosen).toEqual({ file: null, warning: 'sizelimit' });
  });
});
