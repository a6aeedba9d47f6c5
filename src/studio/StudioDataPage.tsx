import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { AlertRegion } from './AlertRegion';
import { StudioLoadError } from './StudioLoadError';
import { StudioPageShell } from './StudioPageShell';
import type { StudioApi } from './studioApi';
import type { StudioPageData } from './useStudioPageData';

/**
 * A Studio page of data it fetched (useStudioPageData), in the page shell: a loading line, then
 * its content, or what failed with Retry. A page that changes its data (useStudioChange) gives its
 * first card as `lead` and the change's refusal as `error`, said under that card.
 */
export function StudioDataPage<T>({
  page,
  onRetry,
  lead,
  error,
  children,
  ...shell
}: {
  api: StudioApi;
  onSignOut: () => void;
  status: string;
  page: StudioPageData<T>;
  onRetry(): Promise<unknown>;
  lead?(data: T): ReactNode;
  /** Given (null until a change is refused), the page has an alert region under `lead`. */
  error?: Message | null;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StudioPageShell {...shell} busy={page.status === 'loading'}>
      {page.status === 'loading' && <p>{t('studio.loading')}</p>}
      {page.status === 'error' && (
        <StudioLoadError message={page.message} onRetry={() => void onRetry()} />
      )}
      {page.status === 'ready' && (
        <>
          {lead?.(page.data)}
          {error !== undefined && <AlertRegion message={error} />}
          {children(page.data)}
        </>
      )}
    </StudioPageShell>
  );
}
