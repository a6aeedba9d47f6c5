import unhomoglyph from 'unhomoglyph';

/**
 * The confusable skeleton of Unicode TS #39 (section 4): two strings that look alike share it.
 * unhomoglyph carries Unicode's confusables.txt mapping; the skeleton is NFD, mapped, NFD again.
 */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}
