import { useParams } from 'react-router-dom';
import { WizardPage } from '../engine/react/WizardPage';
import { NotFound } from '../screens/NotFound';
import { Header } from './Header';
import { useAppWizardEnvironment } from './wizard/useAppWizardEnvironment';

const header = () => <Header />;

/**
 * /signup/{activeStepName}: the engine's page handed the app's environment (configuration, user,
 * session, draft, plan, the API's saves and the router's addresses), with the app's header and
 * 404 screen.
 */
export function WizardRoute() {
  const { activeStepName = '' } = useParams();
  return (
    <WizardPage
      stepName={activeStepName}
      environment={useAppWizardEnvironment()}
      header={header}
      notFound={<NotFound />}
    />
  );
}
