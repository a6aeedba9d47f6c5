/** Hands a file to the browser to save, as a link to it would. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
