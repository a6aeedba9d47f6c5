import type { FastifyPluginAsync } from 'fastify';
import { eventReportRoutes } from './routes';

/** The funnels' reports from the page under the API base: a step shown, a submit it refused. */
export const analyticsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(eventReportRoutes, { prefix: app.config.apiBase });
};
