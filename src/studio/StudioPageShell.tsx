import type { ReactNode } from 'react';
import { StudioHeader } from './StudioHeader';
import type { StudioApi } from './studioApi';

/**
 * A Studio page beside the flow's: the header, the polite status line (for a page that announces
 * what its actions did) and `main`, busy while the page loads.
 */
export function StudioPageShell({
  api,
  onSignOut,
  status,
  busy,
  children,
}: {
  api: StudioApi;
  onSignOut: () => void;
  /** What the status line says; without it, the page has no status line. */
  status?: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="studio">
      <StudioHeader api={api} onSignOut={onSignOut} />
      {status !== undefined && (
        <p className="studio-status" role="status" aria-live="polite">
          {status}
        </p>
      )}
      <main id="main" className="funnels" aria-busy={busy}>
        {children}
      </main>
    </div>
  );
}
