import { useAtomValue } from 'jotai';
import { brandLanguagesOf } from '../app/brandLanguages';
import { initialConfigAtom } from '../state/config';
import { LanguageSwitcher } from '../ui/LanguageSwitcher';

/** The brand's languages, as the portal offers them, for the Studio's own words. */
export function StudioLanguageSwitcher() {
  const configState = useAtomValue(initialConfigAtom);
  if (configState.status !== 'ready') return null;
  return <LanguageSwitcher brand={brandLanguagesOf(configState.config)} />;
}
