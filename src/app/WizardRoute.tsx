import { WizardPage } from '../engine/react/WizardPage';
import { NotFound } from '../screens/NotFound';
import { Header } from './Header';
import { useUserData } from './useUserData';

/** The wizard's route: the engine's page with the app's header, 404 screen and user data. */
export function WizardRoute() {
  const userState = useUserData();
  return <WizardPage header={<Header />} notFound={<NotFound />} userState={userState} />;
}
