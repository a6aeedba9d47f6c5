import { readApiBase } from './apiBase';
import { createApiClients } from './client';
import { appStore } from '../state/store';
import { loginNoticeAtom, SESSION_ENDED_NOTICE } from '../state/loginNotice';
import { sessionAtom } from '../state/session';

type ForbiddenHandler = () => void;
let forbiddenHandler: ForbiddenHandler = () => window.location.assign('/login');

/** The router registers its navigate here so a 403 moves to /login without a reload. */
export function setForbiddenHandler(handler: ForbiddenHandler): void {
  forbiddenHandler = handler;
}

export const api = createApiClients(readApiBase(), {
  get: () => appStore.get(sessionAtom),
  set: (session) => appStore.set(sessionAtom, session),
  onForbidden: () => {
    appStore.set(loginNoticeAtom, SESSION_ENDED_NOTICE);
    forbiddenHandler();
  },
  onUserRedirect: (url) => window.location.assign(url),
});
