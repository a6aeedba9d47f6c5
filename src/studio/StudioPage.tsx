import { StudioSignIn } from './StudioSignIn';
import { InvitePage } from './operators/InvitePage';
import { SignedInStudio, type StudioView } from './SignedInStudio';
import { useStudioSession } from './useStudioSession';
import './studio.css';

/** /studio and its pages: the Operator Studio, a chunk of its own that /signup never loads. */
export function StudioPage({ view = 'flow' }: { view?: StudioView | 'invite' }) {
  const { token, notice, api, signedIn, signOut, sessionEnded } = useStudioSession();
  // An invitation's link works whoever is signed in here: accepting it signs its operator in.
  if (view === 'invite') return <InvitePage api={api} onSignedIn={signedIn} />;
  if (!token) return <StudioSignIn api={api} notice={notice} onSignedIn={signedIn} />;
  return (
    <SignedInStudio
      key={token}
      api={api}
      view={view}
      onSignOut={() => void signOut()}
      onRemoved={sessionEnded}
    />
  );
}
