import type { AxiosInstance } from 'axios';
import { readApiBase } from './apiBase';
import { loadOnce } from '../../shared/loading/loadOnce';
import type { ApiClients } from './client';
import { appStore } from '../state/store';
import { loginNoticeAtom, SESSION_ENDED_NOTICE } from '../state/loginNotice';
import { sessionAtom } from '../state/session';

type ForbiddenHandler = () => void;
let forbiddenHandler: ForbiddenHandler = () => window.location.assign('/login');

/** The router registers its navigate here so a 403 moves to /login without a reload. */
export function setForbiddenHandler(handler: ForbiddenHandler): void {
  forbiddenHandler = handler;
}

/**
 * The app's two axios clients, built on first use: axios and the session rules (./client) are not
 * on a public page's first paint, which reads its start-up config with fetch (./config).
 */
export const apiClients = loadOnce<ApiClients>(() =>
  import('./client').then(({ createApiClients }) =>
    createApiClients(readApiBase(), {
      get: () => appStore.get(sessionAtom),
      set: (session) => appStore.set(sessionAtom, session),
      onForbidden: () => {
        appStore.set(loginNoticeAtom, SESSION_ENDED_NOTICE);
        forbiddenHandler();
      },
      onUserRedirect: (url) => window.location.assign(url),
    }),
  ),
).load;

type Client = Pick<AxiosInstance, 'get' | 'post' | 'delete'>;

function lazyClient(pick: (loaded: ApiClients) => AxiosInstance): Client {
  return {
    get: ((...args: Parameters<AxiosInstance['get']>) =>
      apiClients().then((loaded) => pick(loaded).get(...args))) as AxiosInstance['get'],
    post: ((...args: Parameters<AxiosInstance['post']>) =>
      apiClients().then((loaded) => pick(loaded).post(...args))) as AxiosInstance['post'],
    delete: ((...args: Parameters<AxiosInstance['delete']>) =>
      apiClients().then((loaded) => pick(loaded).delete(...args))) as AxiosInstance['delete'],
  };
}

/** The calls' clients: each method waits for the clients on its first use. */
export const api = {
  json: lazyClient((loaded) => loaded.json),
  multipart: lazyClient((loaded) => loaded.multipart),
};
