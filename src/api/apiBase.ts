/** The server writes its API base path (/api or /api/{version}) into index.html; dev uses /api. */
export function readApiBase(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="onramp-api-base"]');
  const value = meta?.content?.trim();
  return value && value.startsWith('/') ? value : '/api';
}
