/**
 * Where the page loads a brand image from: an https URL or a path on this site (an image uploaded
 * in the Studio, /brand-assets/…) as it is, else a path under the brand's folder.
 */
export function brandAssetUrl(brandId: string, value: string): string {
  if (/^https:\/\//.test(value) || /^\/[^/]/.test(value)) return value;
  return `/brands/${brandId}/${value.replace(/^\.\//, '')}`;
}
