import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signUp, type AccountsServer } from '../auth/harness';
import { multipartBody } from '../support/multipart';
import { walkedTo } from '../support/walkedTo';

export interface Reply<T = Record<string, unknown>> {
  err: boolean;
  status_code: string;
  msg: string;
  data: T;
}

export interface SignedIn {
  headers: Record<string, string>;
  userId: string;
  subDomain: string;
}

/** A new user, signed in; `botCheckOff` for brands whose bot check is off (beacon). */
export async function signedIn(app: FastifyInstance, botCheckOff = false): Promise<SignedIn> {
  const { res } = await signUp(app, botCheckOff ? { gRecaptchaToken: '' } : {});
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  const { data } =
    res.json<
      Reply<{ token: string; auth_header_name: string; userId: string; subDomain: string }>
    >();
  return {
    headers: { [data.auth_header_name]: data.token },
    userId: data.userId,
    subDomain: data.subDomain,
  };
}

/** A new user, signed in, whom walking the wizard left at `stepName` with the email verified. */
export async function signedInAt(
  running: AccountsServer,
  stepName: string,
  botCheckOff = false,
): Promise<SignedIn> {
  const user = await signedIn(running.app, botCheckOff);
  await walkedTo(running.server.database.db, user.userId, stepName);
  return user;
}

export function post(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers, payload });
}

export async function userData(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const res = await post(app, '/api/user/getUserData', headers, {});
  return res.json<Reply>().data;
}

/** POST /api/uploadLogo with one file part (field `logo`, a PNG unless told otherwise). */
export function uploadLogo(
  app: FastifyInstance,
  auth: Record<string, string>,
  bytes: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(
    options.field ?? 'logo',
    options.filename ?? 'logo.png',
    options.type ?? 'image/png',
    bytes,
  );
  return app.inject({
    method: 'POST',
    url: '/api/uploadLogo',
    payload,
    headers: { ...auth, ...headers },
  });
}
