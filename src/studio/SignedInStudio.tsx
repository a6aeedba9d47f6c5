import { Navigate } from 'react-router-dom';
import { roleMay, type StudioAction } from '../../shared/contract/operatorRoles';
import { namedExport, preloadableLazy } from '../loading/preloadableLazy';
import { LoadingIndicator } from '../../renderers/ui/LoadingIndicator';
import { ApiKeysPage } from './apiKeys/ApiKeysPage';
import { ChangedRoleContext, OperatorRoleContext, useOperatorRoleOf } from './operatorRole';
import { OperatorsPage } from './operators/OperatorsPage';
import { ProvisioningPage } from './provisioning/ProvisioningPage';
import { WebhooksPage } from './webhooks/WebhooksPage';
import type { StudioApi } from './studioApi';
import { StudioWorkspace } from './StudioWorkspace';

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

export type StudioView =
  | 'flow'
  | 'brand'
  | 'funnels'
  | 'experiments'
  | 'operators'
  | 'webhooks'
  | 'provisioning'
  | 'apiKeys';

/** The pages only some roles see, by what their role must be allowed. */
const PAGE_ACTIONS: Partial<Record<StudioView, StudioAction>> = {
  operators: 'manageOperators',
  apiKeys: 'manageApiKeys',
  webhooks: 'manageWebhooks',
  provisioning: 'manageProvisioning',
};

/**
 * A signed-in operator's page, knowing their role (OperatorRoleContext) as it is now: when an
 * admin changes it, the page follows, and a page the new role may not see goes to the flow's.
 */
export function SignedInStudio({
  api,
  view,
  onSignOut,
  onRemoved,
}: {
  api: StudioApi;
  view: StudioView;
  onSignOut: () => void;
  /** An admin removed the operator: their session is over. */
  onRemoved: () => void;
}) {
  const { role, changedTo } = useOperatorRoleOf(api, onRemoved);
  const pages = {
    experiments: ExperimentsPage,
    funnels: FunnelsPage,
    operators: OperatorsPage,
    apiKeys: ApiKeysPage,
    webhooks: WebhooksPage,
    provisioning: ProvisioningPage,
  };
  const needed = PAGE_ACTIONS[view];
  if (changedTo && needed && !roleMay(changedTo, needed)) return <Navigate to="/studio" replace />;
  return (
    <OperatorRoleContext.Provider value={role}>
      <ChangedRoleContext.Provider value={changedTo}>
        {view === 'flow' || view === 'brand' ? (
          <StudioWorkspace api={api} view={view} onSignOut={onSignOut} />
        ) : (
          (() => {
            const Page = pages[view];
            return <Page api={api} onSignOut={onSignOut} />;
          })()
        )}
      </ChangedRoleContext.Provider>
    </OperatorRoleContext.Provider>
  );
}
