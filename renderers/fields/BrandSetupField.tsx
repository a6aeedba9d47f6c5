import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { OnboardingUserData } from '../../shared/contract';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { wizardContextOf } from '../context/wizardContext';
import { paletteOriginAtStart, PaletteOriginProvider } from './paletteOrigin';

/** Which subheading the brand step shows, from what the website scan could not find. */
export function brandSetupIntroKey(userData: Partial<OnboardingUserData>): string {
  const logoFailed = userData.logoStatus === 'failed';
  const paletteFailed = userData.paletteStatus === 'failed';
  if (logoFailed && paletteFailed) return 'widgets.brandSetup.intro.bothFailed';
  if (logoFailed) return 'widgets.brandSetup.intro.logoFailed';
  if (paletteFailed) return 'widgets.brandSetup.intro.paletteFailed';
  return 'widgets.brandSetup.intro.found';
}

/**
 * The brand step's form: a spinner until the user's data is there, then the subheading that
 * says what the scan found, above the step's own fields (rendered by RJSF as usual), which share
 * where the palette's colours came from.
 */
export default function BrandSetupField(props: FieldProps) {
  const { t } = useTranslation();
  const { userData, step } = wizardContextOf(props.registry);
  if (!userData?.userId) return <LoadingIndicator />;
  const { ObjectField } = props.registry.fields;
  if (!ObjectField) return null;
  const { 'ui:field': _field, ...uiSchema } = props.uiSchema ?? {};
  return (
    <PaletteOriginProvider initial={paletteOriginAtStart(userData, step?.name)}>
      <p className="step__description">{t(brandSetupIntroKey(userData))}</p>
      <ObjectField {...props} uiSchema={uiSchema} />
    </PaletteOriginProvider>
  );
}
