import { atom } from 'jotai';

/**
 * A copy key the login view shows once when it opens, set by whatever sent the person there (a
 * 403 ended the session). Kept apart from the router's state, which the session guards' own
 * redirect to /login would replace.
 */
export const loginNoticeAtom = atom<string | null>(null);

export const SESSION_ENDED_NOTICE = 'auth.login.sessionEnded';
