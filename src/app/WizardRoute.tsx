import { reportStepViewed, reportValidationFailed } from '../api/events';
import { WizardPage } from '../engine/react/WizardPage';
import { NotFound } from '../screens/NotFound';
import { Header } from './Header';
import { useUserData } from './useUserData';

/**
 * The wizard's route: the engine's page with the app's header, 404 screen and user data, telling
 * the server what only the page sees (a step shown, a submit its validation refused).
 */
export function WizardRoute() {
  const userState = useUserData();
  return (
    <WizardPage
      header={<Header />}
      notFound={<NotFound />}
      userState={userState}
      onStepShown={reportStepViewed}
      onInvalidSubmit={reportValidationFailed}
    />
  );
}
