import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StudioLoadError } from './StudioLoadError';
import type { StudioPageData } from './useStudioPageData';

/** A Studio page's body: a loading line, then its content, or what failed with Retry. */
export function StudioPageContent<T>({
  page,
  onRetry,
  children,
}: {
  page: StudioPageData<T>;
  onRetry(): void;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (page.status === 'loading') return <p>{t('studio.loading')}</p>;
  if (page.status === 'error') return <StudioLoadError message={page.message} onRetry={onRetry} />;
  return <>{children(page.data)}</>;
}
