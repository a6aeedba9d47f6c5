import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_ROLES,
  roleMay,
  type OperatorRole,
  type StudioAction,
} from '../../../shared/contract/operatorRoles';
import { configFilesOf } from '../../../server/config/store/versions';
import { databaseTargets } from '../support/databases';
import { invitedOperator, operatorServer } from '../support/studio';

const OPEN = [
  'POST /api/studio/session',
  'GET /api/studio/altcha/challenge',
  'POST /api/studio/invitations/inspect',
  'POST /api/studio/invitations/accept',
];

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  action: StudioAction;
  url: string;
  payload?: object;
}

describe.each(databaseTargets())('the Studio’s roles on $name', (target) => {
  const s = operatorServer(target);
  const tokens = {} as Record<OperatorRole, string>;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const en = 'brands/default/locales/en.json';
  const brandJson = 'brands/default/brand.json';

  async function liveFiles(): Promise<{ basedOn: string; files: ReadonlyMap<string, string> }> {
    const versions = await s.app.inject({
      method: 'GET',
      url: '/api/studio/versions',
      headers: bearer(s.token),
    });
    const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
    return { basedOn, files: await configFilesOf(s.server.database.db, basedOn) };
  }

  /** The live copy with one text changed, as an edit of the live version. */
  async function copyEdit(text: string) {
    const { basedOn, files } = await liveFiles();
    const copy = JSON.parse(files.get(en)!) as Record<string, string>;
    return { basedOn, files: { [en]: JSON.stringify({ ...copy, 'studio.title': text }) } };
  }

  /** The live brand.json with `change` laid over it, as an edit of the live version. */
  async function brandEdit(change: Record<string, unknown>) {
    const { basedOn, files } = await liveFiles();
    const brand = JSON.parse(files.get(brandJson)!) as Record<string, unknown>;
    return { basedOn, files: { [brandJson]: JSON.stringify({ ...brand, ...change }, null, 2) } };
  }

  /** Every operator route, each with a request that would do its work for a role allowed to. */
  async function routeCases(): Promise<RouteCase[]> {
    const { basedOn } = await liveFiles();
    const edit = await copyEdit('Operator Studio!');
    const someone = randomUUID();
    return [
      { method: 'GET', route: '/me', action: 'read', url: '/me' },
      { method: 'GET', route: '/versions', action: 'read', url: '/versions' },
      {
        method: 'GET',
        route: '/versions/:versionId/diff',
        action: 'read',
        url: `/versions/${basedOn}/diff`,
      },
      {
        method: 'GET',
        route: '/versions/:versionId/files',
        action: 'read',
        url: `/versions/${basedOn}/files`,
      },
      { method: 'GET', route: '/funnel', action: 'read', url: '/funnel' },
      { method: 'GET', route: '/funnel.csv', action: 'read', url: '/funnel.csv' },
      { method: 'GET', route: '/experiments', action: 'read', url: '/experiments' },
      { method: 'GET', route: '/presence', action: 'read', url: '/presence' },
      {
        method: 'POST',
        route: '/presence',
        action: 'read',
        url: '/presence',
        payload: { baseVersionId: basedOn },
      },
      {
        method: 'GET',
        route: '/scheduled-publishes',
        action: 'read',
        url: '/scheduled-publishes',
      },
      // Sent as JSON, not multipart: refused as a request (4xx) to a role that may, with no upload.
      { method: 'POST', route: '/assets', action: 'draft', url: '/assets', payload: {} },
      // A time in the past: refused as a request to a role that may, so nothing is scheduled.
      {
        method: 'POST',
        route: '/scheduled-publishes',
        action: 'publish',
        url: '/scheduled-publishes',
        payload: { ...edit, publishAt: '2020-01-01T00:00:00Z' },
      },
      {
        method: 'DELETE',
        route: '/scheduled-publishes/:scheduledId',
        action: 'publish',
        url: '/scheduled-publishes/999999',
      },
      // A goal step no flow has: refused as a request to a role that may, so nothing starts.
      {
        method: 'POST',
        route: '/experiments/draft',
        action: 'experiments',
        url: '/experiments/draft',
        payload: {
          ...edit,
          name: 'Roles',
          variantShare: 0.5,
          goal: { kind: 'step', step: 'nowhere' },
        },
      },
      { method: 'POST', route: '/check', action: 'draft', url: '/check', payload: edit },
      { method: 'POST', route: '/drafts', action: 'draft', url: '/drafts', payload: edit },
      {
        method: 'POST',
        route: '/translations/suggestions',
        action: 'draft',
        url: '/translations/suggestions',
        payload: { language: 'de', texts: [] },
      },
      { method: 'POST', route: '/versions', action: 'publish', url: '/versions', payload: edit },
      {
        method: 'POST',
        route: '/versions/:versionId/rollback',
        action: 'rollBack',
        url: `/versions/${basedOn}/rollback`,
      },
      {
        method: 'POST',
        route: '/versions/:versionId/migrate',
        action: 'moveUsers',
        url: `/versions/${basedOn}/migrate`,
        payload: {},
      },
      {
        method: 'POST',
        route: '/experiments',
        action: 'experiments',
        url: '/experiments',
        payload: {
          name: 'Roles',
          controlVersionId: basedOn,
          variantVersionId: basedOn,
          variantShare: 0.5,
        },
      },
      {
        method: 'POST',
        route: '/experiments/:experimentId/stop',
        action: 'experiments',
        url: '/experiments/999999/stop',
        payload: { winner: 'control' },
      },
      { method: 'GET', route: '/operators', action: 'manageOperators', url: '/operators' },
      {
        method: 'PATCH',
        route: '/operators/:operatorId',
        action: 'manageOperators',
        url: `/operators/${someone}`,
        payload: { role: 'viewer' },
      },
      {
        method: 'DELETE',
        route: '/operators/:operatorId',
        action: 'manageOperators',
        url: `/operators/${someone}`,
      },
      {
        method: 'POST',
        route: '/invitations',
        action: 'manageOperators',
        url: '/invitations',
        payload: { email: `invitee-${someone}@onramp.test`, role: 'viewer' },
      },
      {
        method: 'DELETE',
        route: '/invitations/:invitationId',
        action: 'manageOperators',
        url: `/invitations/${someone}`,
      },
      { method: 'GET', route: '/leads', action: 'read', url: '/leads' },
      { method: 'GET', route: '/api-keys', action: 'manageApiKeys', url: '/api-keys' },
      {
        method: 'POST',
        route: '/api-keys',
        action: 'manageApiKeys',
        url: '/api-keys',
        payload: { name: 'Roles', scopes: ['funnels:read'] },
      },
      {
        method: 'DELETE',
        route: '/api-keys/:keyId',
        action: 'manageApiKeys',
        url: `/api-keys/${someone}`,
      },
      {
        method: 'GET',
        route: '/api-keys/:keyId/usage',
        action: 'manageApiKeys',
        url: `/api-keys/${someone}/usage`,
      },
      { method: 'GET', route: '/webhooks', action: 'manageWebhooks', url: '/webhooks' },
      {
        method: 'POST',
        route: '/webhooks',
        action: 'manageWebhooks',
        // A public address (documentation range excluded): saved, never delivered to in this test.
        url: '/webhooks',
        payload: { url: 'https://1.1.1.1/hooks', events: ['account.created'] },
      },
      {
        method: 'PATCH',
        route: '/webhooks/:endpointId',
        action: 'manageWebhooks',
        url: `/webhooks/${someone}`,
        payload: { description: 'x' },
      },
      {
        method: 'DELETE',
        route: '/webhooks/:endpointId',
        action: 'manageWebhooks',
        url: `/webhooks/${someone}`,
      },
      {
        method: 'POST',
        route: '/webhooks/:endpointId/test',
        action: 'manageWebhooks',
        url: `/webhooks/${someone}/test`,
      },
      {
        method: 'GET',
        route: '/webhooks/:endpointId/deliveries',
        action: 'manageWebhooks',
        url: `/webhooks/${someone}/deliveries`,
      },
      {
        method: 'POST',
        route: '/webhooks/:endpointId/deliveries/:deliveryId/replay',
        action: 'manageWebhooks',
        url: `/webhooks/${someone}/deliveries/${someone}/replay`,
      },
      {
        method: 'POST',
        route: '/webhooks/:endpointId/rotate-secret',
        action: 'manageWebhooks',
        url: `/webhooks/${someone}/rotate-secret`,
      },
      { method: 'GET', route: '/provisioning', action: 'manageProvisioning', url: '/provisioning' },
      {
        method: 'PUT',
        route: '/provisioning',
        action: 'manageProvisioning',
        url: '/provisioning',
        payload: { url: 'https://1.1.1.1/provision' },
      },
      {
        method: 'POST',
        route: '/provisioning/rotate-secret',
        action: 'manageProvisioning',
        url: '/provisioning/rotate-secret',
      },
      {
        method: 'DELETE',
        route: '/provisioning',
        action: 'manageProvisioning',
        url: '/provisioning',
      },
      // Signing out is everyone's, and ends the token: last.
      { method: 'DELETE', route: '/session', action: 'read', url: '/session' },
    ];
  }

  it('gives the first operator the admin role, and /me says each operator’s role', async () => {
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'admin')) {
      tokens[role] = (await invitedOperator(s, role)).token;
    }
    tokens.admin = s.token;
    for (const role of OPERATOR_ROLES) {
      const me = await s.app.inject({
        method: 'GET',
        url: '/api/studio/me',
        headers: bearer(tokens[role]),
      });
      expect(me.json()).toMatchObject({ err: false, data: { role } });
    }
  });

  it('covers every operator route of the server in the cases below', async () => {
    const cases = (await routeCases()).map((c) => `${c.method} /api/studio${c.route}`);
    const served = s.app.routeCatalog
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => route.includes(' /api/studio/') && !OPEN.includes(route));
    expect([...new Set(served)].sort()).toEqual([...new Set(cases)].sort());
  });

  it.each(OPERATOR_ROLES.filter((r) => r !== 'admin'))(
    'refuses a %s every route its role may not use with 403 role_forbidden, and lets it use the rest',
    async (role) => {
      for (const c of await routeCases()) {
        const res = await s.app.inject({
          method: c.method,
          url: `/api/studio${c.url}`,
          headers: bearer(tokens[role]),
          ...(c.payload ? { payload: c.payload } : {}),
        });
        const label = `${role} ${c.method} ${c.url}: ${res.body}`;
        if (roleMay(role, c.action)) {
          expect(res.statusCode, label).toBeLessThan(500);
          expect(res.statusCode, label).not.toBe(403);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toMatchObject({ err: true, status_code: 'role_forbidden' });
        }
      }
    },
  );

  it('lets an admin use every route', async () => {
    const admin = await invitedOperator(s, 'admin');
    for (const c of await routeCases()) {
      const res = await s.app.inject({
        method: c.method,
        url: `/api/studio${c.url}`,
        headers: bearer(admin.token),
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBeLessThan(500);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).not.toBe(403);
    }
  });

  it('holds a brand owner to the brand’s files and its look/name keys, and lets them publish those', async () => {
    const owner = await invitedOperator(s, 'brandOwner');
    const send = (url: string, payload: object) =>
      s.app.inject({ method: 'POST', url, headers: bearer(owner.token), payload });
    const { basedOn, files } = await liveFiles();
    const stepEdit = {
      basedOn,
      files: { 'schemas/steps/stages.json': files.get('schemas/steps/stages.json')! },
    };
    const mixed = { basedOn, files: { ...stepEdit.files, ...(await copyEdit('x')).files } };
    for (const url of ['/api/studio/check', '/api/studio/drafts', '/api/studio/versions']) {
      for (const payload of [stepEdit, mixed, { basedOn, files: { [brandJson]: null } }]) {
        const res = await send(url, payload);
        expect(res.statusCode, `${url} ${Object.keys(payload.files).join()}`).toBe(403);
        expect(res.json<{ status_code: string }>().status_code).toMatch(
          /^outside_brand_(files|keys)$/,
        );
      }
    }
    const refused = await send('/api/studio/check', stepEdit);
    expect(refused.json()).toMatchObject({
      status_code: 'outside_brand_files',
      data: { paths: ['schemas/steps/stages.json'] },
    });
    // The keys that choose the steps stay as they are live.
    for (const change of [
      { flow: 'assisted' },
      { hideSteps: ['team_size'] },
      { variants: { categoryRoutes: { Retail: 'team_size' } } },
      { botCheck: 'off' },
    ]) {
      const res = await send('/api/studio/versions', await brandEdit(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json()).toMatchObject({
        status_code: 'outside_brand_keys',
        data: { keys: Object.keys(change) },
      });
    }
    const copy = await send('/api/studio/versions', await copyEdit('Brand Studio'));
    expect(copy.statusCode, copy.body).toBe(200);
    const look = await send('/api/studio/versions', await brandEdit({ name: 'Onramp Plus' }));
    expect(look.statusCode, look.body).toBe(200);
    const { files: after } = await liveFiles();
    expect(JSON.parse(after.get(brandJson)!)).toMatchObject({ name: 'Onramp Plus', flow: 'main' });
  });

  it('lets an editor check and preview a step edit, but not publish it', async () => {
    const editor = await invitedOperator(s, 'editor');
    const { basedOn, files } = await liveFiles();
    const payload = {
      basedOn,
      files: { 'schemas/steps/stages.json': files.get('schemas/steps/stages.json')! },
    };
    for (const [url, status] of [
      ['/api/studio/check', 200],
      ['/api/studio/drafts', 200],
      ['/api/studio/versions', 403],
    ] as const) {
      const res = await s.app.inject({
        method: 'POST',
        url,
        headers: bearer(editor.token),
        payload,
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
    }
  });
});
