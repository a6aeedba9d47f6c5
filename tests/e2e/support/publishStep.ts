import { filesWithStepsAfterSignup, type NewStep } from '../../fixtures/stepsAfterSignup';
import { studioTokenViaApi } from './session';

/** An operator the spec's own server lets into the Studio (OPERATOR_EMAIL / OPERATOR_PASSWORD). */
export const OPERATOR = { email: 'ops@onramp.test', password: 'Studio-Pass1' };
export const OPERATOR_ENV = {
  OPERATOR_EMAIL: OPERATOR.email,
  OPERATOR_PASSWORD: OPERATOR.password,
};

export async function studioCall<T>(
  baseUrl: string,
  path: string,
  token?: string,
  body?: object,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/studio${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

/**
 * Publishes, through the Studio's API, the live version with the files `edit` makes of its files
 * (it answers only those it changes); answers the new version's id.
 */
export async function publishEdit(
  baseUrl: string,
  note: string,
  edit: (files: Record<string, string>) => Record<string, string>,
): Promise<string> {
  const token = await studioTokenViaApi(baseUrl, OPERATOR);
  const { liveVersionId } = await studioCall<{ liveVersionId: string }>(
    baseUrl,
    '/versions',
    token,
  );
  const { files } = await studioCall<{ files: Record<string, string> }>(
    baseUrl,
    `/versions/${liveVersionId}/files`,
    token,
  );
  const { version } = await studioCall<{ version: { id: string } }>(baseUrl, '/versions', token, {
    basedOn: liveVersionId,
    note,
    files: edit(files),
  });
  return version.id;
}

/**
 * Publishes, through the Studio's API, a new step of the default brand's main flow placed right
 * after signup (so a new owner lands on it), with copy laid over each language's default copy.
 */
export async function publishStepAfterSignup(
  baseUrl: string,
  step: NewStep & { fields: string[] },
): Promise<void> {
  await publishEdit(baseUrl, step.name, (files) =>
    filesWithStepsAfterSignup((file) => files[file]!, [step]),
  );
}
