import { namedExport, preloadableLazy } from '../loading/preloadableLazy';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';
import { StudioSignIn } from './StudioSignIn';
import { StudioWorkspace } from './StudioWorkspace';
import { useStudioSession } from './useStudioSession';
import './studio.css';

// The funnels' charts are large: they load only on that page. A failed download can be tried
// again (the routes' LoadErrorBoundary), which React.lazy would not do.
const ExperimentsPage = preloadableLazy(
  namedExport(() => import('./experiments/ExperimentsPage'), 'ExperimentsPage'),
  <LoadingIndicator />,
);
const FunnelsPage = preloadableLazy(
  namedExport(() => import('./funnels/FunnelsPage'), 'FunnelsPage'),
  <LoadingIndicator />,
);

/** /studio and its pages: the Operator Studio, a chunk of its own that /signup never loads. */
export function StudioPage({
  view = 'flow',
}: {
  view?: 'flow' | 'brand' | 'funnels' | 'experiments';
}) {
  const { token, notice, api, signedIn, signOut } = useStudioSession();
  if (!token) return <StudioSignIn api={api} notice={notice} onSignedIn={signedIn} />;
  if (view === 'experiments')
    return <ExperimentsPage key={token} api={api} onSignOut={() => void signOut()} />;
  if (view === 'funnels')
    return <FunnelsPage key={token} api={api} onSignOut={() => void signOut()} />;
  return <StudioWorkspace key={token} api={api} view={view} onSignOut={() => void signOut()} />;
}
