import { namedExport, preloadableLazy } from '../loading/preloadableLazy';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';
import { ApiKeysPage } from './apiKeys/ApiKeysPage';
import { InvitePage } from './operators/InvitePage';
import { OperatorRoleContext, useOperatorRoleOf } from './operatorRole';
import { OperatorsPage } from './operators/OperatorsPage';
import { ProvisioningPage } from './provisioning/ProvisioningPage';
import { WebhooksPage } from './webhooks/WebhooksPage';
import { StudioSignIn } from './StudioSignIn';
import type { StudioApi } from './studioApi';
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

type StudioView =
  | 'flow'
  | 'brand'
  | 'funnels'
  | 'experiments'
  | 'operators'
  | 'webhooks'
  | 'provisioning'
  | 'apiKeys';

/** /studio and its pages: the Operator Studio, a chunk of its own that /signup never loads. */
export function StudioPage({ view = 'flow' }: { view?: StudioView | 'invite' }) {
  const { token, notice, api, signedIn, signOut } = useStudioSession();
  // An invitation's link works whoever is signed in here: accepting it signs its operator in.
  if (view === 'invite') return <InvitePage api={api} onSignedIn={signedIn} />;
  if (!token) return <StudioSignIn api={api} notice={notice} onSignedIn={signedIn} />;
  return <SignedInStudio key={token} api={api} view={view} onSignOut={() => void signOut()} />;
}

/** A signed-in operator's page, knowing their role (OperatorRoleContext). */
function SignedInStudio({
  api,
  view,
  onSignOut,
}: {
  api: StudioApi;
  view: StudioView;
  onSignOut: () => void;
}) {
  const role = useOperatorRoleOf(api);
  const pages = {
    experiments: ExperimentsPage,
    funnels: FunnelsPage,
    operators: OperatorsPage,
    apiKeys: ApiKeysPage,
    webhooks: WebhooksPage,
    provisioning: ProvisioningPage,
  };
  return (
    <OperatorRoleContext.Provider value={role}>
      {view === 'flow' || view === 'brand' ? (
        <StudioWorkspace api={api} view={view} onSignOut={onSignOut} />
      ) : (
        (() => {
          const Page = pages[view];
          return <Page api={api} onSignOut={onSignOut} />;
        })()
      )}
    </OperatorRoleContext.Provider>
  );
}
