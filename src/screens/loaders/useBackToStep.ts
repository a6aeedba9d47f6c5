import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { getUserData } from '../../api/user';
import { stepPath } from '../../../shared/routes/appPaths';
import { userDataAtom } from '../../state/userData';

/**
 * For a loader opened before its moment (nothing paid yet): sends the person to the step the
 * server has stored for them, read fresh so a stale copy cannot send them back where they were.
 */
export function useBackToStep(): () => Promise<void> {
  const navigate = useNavigate();
  const setUserData = useSetAtom(userDataAtom);
  return async () => {
    const data = await getUserData();
    setUserData({ status: 'ready', data });
    navigate(stepPath(data.stepName), { replace: true });
  };
}
