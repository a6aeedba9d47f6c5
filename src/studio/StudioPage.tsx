import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { StudioSignIn } from './StudioSignIn';
import { StudioWorkspace } from './StudioWorkspace';
import { useStudioSession } from './useStudioSession';
import './studio.css';

// The funnels' charts are large: they load only on that page.
const ExperimentsPage = lazy(() =>
  import('./experiments/ExperimentsPage').then((m) => ({ default: m.ExperimentsPage })),
);
const FunnelsPage = lazy(() =>
  import('./funnels/FunnelsPage').then((m) => ({ default: m.FunnelsPage })),
);

/** /studio and its pages: the Operator Studio, a chunk of its own that /signup never loads. */
export function StudioPage({ view = 'flow' }: { view?: 'flow' | 'funnels' | 'experiments' }) {
  const { token, notice, api, signedIn, signOut } = useStudioSession();
  if (!token) return <StudioSignIn api={api} notice={notice} onSignedIn={signedIn} />;
  if (view === 'experiments')
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <ExperimentsPage key={token} api={api} onSignOut={() => void signOut()} />
      </Suspense>
    );
  if (view === 'funnels')
    return (
      <Suspense fallback={<LoadingIndicator />}>
        <FunnelsPage key={token} api={api} onSignOut={() => void signOut()} />
      </Suspense>
    );
  return <StudioWorkspace key={token} api={api} onSignOut={() => void signOut()} />;
}
