import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStudioApi } from '../../../src/studio/studioApi';

const originalAdapter = axios.defaults.adapter;
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
});

/** Answers every request with this status and envelope, as the server would. */
function serverAnswers(status: number, body: object): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status < 400) return response;
    throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
  };
  axios.defaults.adapter = adapter;
  return seen;
}

const envelope = (statusCode: string, data: unknown = null) => ({
  err: statusCode !== 'ok',
  status_code: statusCode,
  msg: statusCode,
  msg_ref: { id: `errors.${statusCode}` },
  data,
});

describe('the Studio API client', () => {
  it("sends the operator's token as a bearer token and unwraps the envelope", async () => {
    const seen = serverAnswers(200, envelope('ok', { email: 'op@example.com' }));
    const api = createStudioApi(() => 'operator-token', vi.fn());
    await expect(api.me()).resolves.toEqual({ email: 'op@example.com' });
    expect(seen[0]!.url).toBe('/me');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer operator-token');
  });

  it('ends the session when the server says it is gone (401)', async () => {
    serverAnswers(401, envelope('operator_session_required'));
    const ended = vi.fn();
    await expect(createStudioApi(() => null, ended).versions()).rejects.toMatchObject({
      statusCode: 'operator_session_required',
      httpStatus: 401,
    });
    expect(ended).toHaveBeenCalledOnce();
  });

  it('keeps the page on sign-in for wrong credentials, and reads a refused publish', async () => {
    serverAnswers(401, envelope('invalid_credentials'));
    const ended = vi.fn();
    await expect(
      createStudioApi(() => null, ended).signIn('a@b.c', 'x', 'solved'),
    ).rejects.toMatchObject({
      messageRef: { id: 'errors.invalid_credentials' },
    });
    expect(ended).not.toHaveBeenCalled();

    const problems = [{ file: 'f', path: '/a', rule: 'r', message: 'm', fix: 'x' }];
    serverAnswers(400, envelope('config_invalid', { problems }));
    await expect(createStudioApi(() => 't', ended).publish('1', '', {})).rejects.toMatchObject({
      statusCode: 'config_invalid',
      data: { problems },
    });
  });

  it("tells whenRoleRefused's listeners of a 403 role_forbidden, and no longer once they stop", async () => {
    axios.defaults.adapter = async (config) => {
      // GET /me refused another way; everything else refused for the role.
      const body = envelope(config.url === '/me' ? 'operator_only' : 'role_forbidden');
      const response = { data: body, status: 403, statusText: '', headers: {}, config };
      throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
    };
    const api = createStudioApi(() => 't', vi.fn());
    const refused = vi.fn();
    const stop = api.whenRoleRefused(refused);
    await expect(api.me()).rejects.toMatchObject({ statusCode: 'operator_only' });
    expect(refused).not.toHaveBeenCalled();
    await expect(api.publish('1', '', {})).rejects.toMatchObject({ statusCode: 'role_forbidden' });
    expect(refused).toHaveBeenCalledOnce();
    stop();
    await expect(api.publish('1', '', {})).rejects.toMatchObject({ statusCode: 'role_forbidden' });
    expect(refused).toHaveBeenCalledOnce();
  });
});
