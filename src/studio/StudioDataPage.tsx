import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StudioLoadError } from './StudioLoadError';
import { StudioPageShell } from './StudioPageShell';
import type { StudioApi } from './studioApi';
import type { StudioPageData } from './useStudioPageData';

/**
 * A Studio page of data it fetched (useStudioPageData), in the page shell: a loading line, then
 * its content, or what failed with Retry.
 */
export function StudioDataPage<T>({
  page,
  onRetry,
  children,
  ...shell
}: {
  api: StudioApi;
  onSignOut: () => void;
  status: string;
  page: StudioPageData<T>;
  onRetry(): Promise<unknown>;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StudioPageShell {...shell} busy={page.status === 'loading'}>
      {page.status === 'loading' && <p>{t('studio.loading')}</p>}
      {page.status === 'error' && (
        <StudioLoadError message={page.message} onRetry={() => void onRetry()} />
      )}
      {page.status === 'ready' && children(page.data)}
    </StudioPageShell>
  );
}
