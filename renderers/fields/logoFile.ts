/** The logo area's rules: jpg, jpeg or png by name and by content, at most 5 MB. */

export type LogoWarning = 'sizelimit' | 'empty' | 'extensionsupport' | 'failedUpload';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

export function hasLogoExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (LOGO_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** Whether the bytes are a PNG or a JPEG image, whatever the name says. */
export function isLogoContent(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE) || startsWith(bytes, JPEG_SIGNATURE);
}

function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') {
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/** The warning a file earns, or null when it may be uploaded. Name first, then size, then content. */
export async function checkLogoFile(file: File): Promise<LogoWarning | null> {
  if (!hasLogoExtension(file.name)) return 'extensionsupport';
  if (file.size > LOGO_MAX_BYTES) return 'sizelimit';
  try {
    return isLogoContent(await readHead(file, PNG_SIGNATURE.length)) ? null : 'extensionsupport';
  } catch {
    return 'extensionsupport';
  }
}

/** The first file of several that passes every rule; otherwise the first file's warning. */
export async function firstValidLogo(
  files: File[],
): Promise<{ file: File; warning: null } | { file: null; warning: LogoWarning }> {
  let firstWarning: LogoWarning | null = null;
  for (const file of files) {
    const warning = await checkLogoFile(file);
    if (!warning) return { file, warning: null };
    firstWarning ??= warning;
  }
  return { file: null, warning: firstWarning ?? 'empty' };
}
