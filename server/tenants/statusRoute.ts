import type { FastifyPluginAsync } from 'fastify';
import { currentSession, requireSession } from '../auth/authenticate';
import { ok } from '../http/envelope';
import { revalidatable, sendRevalidatable, type RevalidatableAnswer } from '../http/etag';
import { createBuildStatusText, readBuildState, type BuildState } from './buildStatusText';
import { resumeProvisioning } from './provisioning';
import { signedTenantEntryUrl } from './tenantLinks';
import { USER_STATUS } from '../cache/channels';

/**
 * GET /check-tenant-status, the portal loader's poll while the workspace is built; and at start,
 * a new build for each paid owner whose workspace is unfinished and whose job is gone (failed for
 * good, or lost with its database).
 */
export const tenantStatusRoutes: FastifyPluginAsync = async (app) => {
  const { config, jobs, repositories } = app;
  const links = { publicUrl: config.publicUrl, tenantDomainSuffix: app.tenantDomainSuffix };
  const buildStatusText = createBuildStatusText(config.rootDir, app.brand);
  // Each owner's build state and its answer, kept until the database announces a change to their
  // payments, workspace or language. A ready workspace's answer is made afresh each time (below).
  const builds = app.pollCaches.announced<{
    state: BuildState;
    answer: RevalidatableAnswer;
  }>({ channel: USER_STATUS });
  const buildOf = async (userId: string) => {
    const state = await readBuildState(repositories.users, userId);
    return { state, answer: revalidatable(ok({ ...buildStatusText(state), url: '' })) };
  };

  app.addHook('onReady', async () => {
    let resumed = 0;
    for (const userId of await repositories.payments.paidOwnersWithUnfinishedTenant()) {
      if (await resumeProvisioning(jobs, userId)) resumed++;
    }
    if (resumed > 0) app.log.info({ owners: resumed }, 'tenant.provision resumed');
  });

  app.get('/check-tenant-status', { preHandler: requireSession }, async (request, reply) => {
    const { userId } = currentSession(request);
    const { state, answer } = await builds.get(userId, () => buildOf(userId));
    if (state.tenant?.provisioning === 'ready') {
      // The adopter's product names its own address; Onramp's workspace takes a fresh sign-in
      // link each time, so that answer is never the same twice and is not revalidated.
      const url =
        state.tenant.externalUrl ??
        (await signedTenantEntryUrl(repositories.tenants, state.tenant, userId, links));
      return ok({ ...buildStatusText(state), url });
    }
    // The owner is watching: a build whose job has gone (its retries ran out) starts again.
    if (state.paid && (!state.tenant || state.tenant.provisioningFailedAt)) {
      await resumeProvisioning(jobs, userId);
    }
    return sendRevalidatable(request, reply, answer, app.authenticator.headerName);
  });
};
