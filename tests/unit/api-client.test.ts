import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createApiClients, type SessionAccess } from '../../src/api/client';
import { isCancelledUpload } from '../../src/api/logo';
import { toApiCallError } from '../../src/api/errors';
import i18n from '../../src/i18n';
import { EMPTY_SESSION, type StoredSession } from '../../src/state/session';

function memorySession(
  initial: StoredSession,
): SessionAccess & { current: StoredSession; forbidden: number; redirects: string[] } {
  const access = {
    current: initial,
    forbidden: 0,
    redirects: [] as string[],
    onUserRedirect: (url: string) => {
      access.redirects.push(url);
    },
    get: () => access.current,
    set: (s: StoredSession) => {
      access.current = s;
    },
    onForbidden: () => {
      access.forbidden += 1;
    },
  };
  return access;
}

function replying(status: number, body: unknown, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`status ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
}

const signedIn: StoredSession = {
  signupToken: 'tok-1',
  authHeaderName: 'x-onramp-auth',
  sessionIdentifier: 'sid-1',
};

describe('the JSON client', () => {
  it('adds the stored sessionIdentifier to every JSON body', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { json } = createApiClients('/api', memorySession(signedIn));
    json.defaults.adapter = replying(200, { err: false }, seen);
    await json.post('/user/updateUserData', { userId: 'u1' });
    await json.post('/user/resendVerificationEmail');
    expect(JSON.parse(seen[0]!.data as string)).toEqual({
      userId: 'u1',
      sessionIdentifier: 'sid-1',
    });
    expect(JSON.parse(seen[1]!.data as string)).toEqual({ sessionIdentifier: 'sid-1' });
  });

  it('gives each request with a body a key of its own, and a GET none', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { json } = createApiClients('/api', memorySession(signedIn));
    json.defaults.adapter = replying(200, { err: false }, seen);
    await json.post('/user/updateUserData', { step: 'a' });
    await json.post('/user/updateUserData', { step: 'a' });
    await json.get('/getInitialConfig');
    const keys = seen.map((config) => config.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[\w-]{16,100}$/);
    expect(keys[1]).toMatch(/^[\w-]{16,100}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
  });

  it('sends the token in the header the server named', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { json } = createApiClients('/api/v2', memorySession(signedIn));
    json.defaults.adapter = replying(200, {}, seen);
    await json.get('/getInitialConfig');
    expect(seen[0]!.headers.get('x-onramp-auth')).toBe('tok-1');
    expect(seen[0]!.baseURL).toBe('/api/v2');
    expect(seen[0]!.timeout).toBe(0);
  });

  it('saves a sessionIdentifier that a reply changes', async () => {
    const session = memorySession(signedIn);
    const { json } = createApiClients('/api', session);
    json.defaults.adapter = replying(200, { err: false, data: { sessionIdentifier: 'sid-2' } }, []);
    await json.post('/user/login', {});
    expect(session.current.sessionIdentifier).toBe('sid-2');
    expect(session.current.signupToken).toBe('tok-1');
  });

  it('clears the session and asks to go to /login on 403', async () => {
    const session = memorySession(signedIn);
    const { json } = createApiClients('/api', session);
    json.defaults.adapter = replying(403, { err: true }, []);
    await expect(json.post('/user/getUserData', {})).rejects.toThrow();
    expect(session.current).toEqual(EMPTY_SESSION);
    expect(session.forbidden).toBe(1);
  });

  it('leaves the session alone on other errors', async () => {
    const session = memorySession(signedIn);
    const { json } = createApiClients('/api', session);
    json.defaults.adapter = replying(400, { err: true }, []);
    await expect(json.post('/user/signup', {})).rejects.toThrow();
    expect(session.current).toEqual(signedIn);
    expect(session.forbidden).toBe(0);
  });
});

describe('the multipart client', () => {
  it('shares the base path and auth header, and clears the session on 403', async () => {
    const session = memorySession(signedIn);
    const seen: InternalAxiosRequestConfig[] = [];
    const { multipart } = createApiClients('/api', session);
    multipart.defaults.adapter = replying(403, {}, seen);
    const form = new FormData();
    form.append('logo', new Blob(['x']), 'logo.png');
    await expect(multipart.post('/uploadLogo', form)).rejects.toThrow();
    expect(seen[0]!.headers.get('x-onramp-auth')).toBe('tok-1');
    expect(seen[0]!.data).toBe(form);
    expect(session.current).toEqual(EMPTY_SESSION);
    expect(session.forbidden).toBe(1);
  });
});

describe('without a session', () => {
  it('sends no auth header and no sessionIdentifier', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const { json } = createApiClients('/api', memorySession(EMPTY_SESSION));
    json.defaults.adapter = replying(200, {}, seen);
    await json.post('/user/checkEmailExists', { email: 'a@b.co' });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ email: 'a@b.co' });
  });
});

describe('a user_redirect reply', () => {
  it.each([
    [{ status_code: 'user_redirect', data: { url: 'https://acme.example/app' } }],
    [{ statusCode: 'user_redirect', data: { url: 'https://acme.example/app' } }],
    [{ action: 'user_redirect', url: 'https://acme.example/app' }],
    // The login reply: the action and url sit in data, beside the auth fields.
    [
      {
        err: false,
        status_code: 'ok',
        token: 't',
        data: { action: 'user_redirect', url: 'https://acme.example/app', token: 't' },
      },
    ],
    [{ err: false, data: { status_code: 'user_redirect', url: 'https://acme.example/app' } }],
  ])('sends the browser to its url and never settles the call: %j', async (body) => {
    const session = memorySession(signedIn);
    const { json } = createApiClients('/api', session);
    json.defaults.adapter = replying(200, body, []);
    const settled = vi.fn();
    void json.post('/user/getUserData', {}).then(settled, settled);
    await new Promise((r) => setTimeout(r, 20));
    expect(session.redirects).toEqual(['https://acme.example/app']);
    expect(settled).not.toHaveBeenCalled();
  });

  it('is followed from an error reply too', async () => {
    const session = memorySession(signedIn);
    const { json } = createApiClients('/api', session);
    json.defaults.adapter = replying(
      400,
      { err: true, status_code: 'user_redirect', data: { url: '/elsewhere' } },
      [],
    );
    void json.post('/user/updateUserData', {});
    await new Promise((r) => setTimeout(r, 20));
    expect(session.redirects).toEqual(['/elsewhere']);
  });

  it('without a url is an ordinary reply', async () => {
    const session = memorySession(signedIn);
    const { json } = createApiClients('/api', session);
    json.defaults.adapter = replying(200, { status_code: 'user_redirect', data: {} }, []);
    await expect(json.post('/x', {})).resolves.toBeTruthy();
    expect(session.redirects).toEqual([]);
  });
});

describe('telling a cancelled upload from a failed one, without loading axios', () => {
  it('knows cancellations (as the client turns them into ApiCallError) and aborts, and nothing else', async () => {
    const controller = new AbortController();
    const request = axios.get('http://127.0.0.1:9/', { signal: controller.signal });
    controller.abort();
    const cancelled = await request.catch((error: unknown) => error);
    expect(isCancelledUpload(toApiCallError(cancelled))).toBe(true);
    expect(isCancelledUpload(toApiCallError(new axios.CanceledError()))).toBe(true);
    expect(isCancelledUpload(new DOMException('stopped', 'AbortError'))).toBe(true);
    expect(
      isCancelledUpload(toApiCallError(new axios.AxiosError('Network Error', 'ERR_NETWORK'))),
    ).toBe(false);
    expect(isCancelledUpload(new Error('failed'))).toBe(false);
    expect(isCancelledUpload(null)).toBe(false);
  });
});

describe("reading a refused call's envelope from axios's error", () => {
  it('keeps the status code, the text and the message reference', async () => {
    const { json } = createApiClients('/api', memorySession(EMPTY_SESSION));
    json.defaults.adapter = async (config) => {
      const data = {
        err: true,
        msg: 'That e-mail is taken',
        msg_ref: { id: 'errors.emailTaken' },
        status_code: 'conflict',
        data: null,
      };
      const response = { data, status: 409, statusText: '409', headers: {}, config };
      throw new axios.AxiosError('status 409', 'ERR_BAD_REQUEST', config, null, response);
    };
    const error = toApiCallError(await json.post('/signup', {}).catch((e: unknown) => e));
    expect(error).toMatchObject({
      message: 'That e-mail is taken',
      statusCode: 'conflict',
      httpStatus: 409,
      // The text shows until the page has the copy the reference names (src/i18n).
      messageRef: { id: 'errors.emailTaken', params: { defaultValue: 'That e-mail is taken' } },
    });
    expect(i18n.t(error.messageRef.id, error.messageRef.params)).toBe('That e-mail is taken');
    expect(toApiCallError(new Error('boom')).statusCode).toBe('unknown_error');
  });
});
