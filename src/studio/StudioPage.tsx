import { StudioSignIn } from './StudioSignIn';
import { StudioWorkspace } from './StudioWorkspace';
import { useStudioSession } from './useStudioSession';
import './studio.css';

/** /studio: the Operator Studio, a chunk of its own that /signup never loads. */
export function StudioPage() {
  const { token, notice, api, signedIn, signOut } = useStudioSession();
  if (!token) return <StudioSignIn api={api} notice={notice} onSignedIn={signedIn} />;
  return <StudioWorkspace key={token} api={api} onSignOut={() => void signOut()} />;
}
