import type { FastifyPluginAsync } from 'fastify';
import type { PlanType } from '../../shared/contract';
import type { Brand } from '../config/brand/brand';
import { ok } from '../http/envelope';

const ALL_PLAN_TYPES: PlanType[] = ['monthly', 'yearly'];

/** The plan types the brand's groups use, in the groups' order; both when there are none. */
export function planTypesOf(brand: Brand): PlanType[] {
  const used = [...new Set(brand.manifest.billing.planGroups.map((group) => group.type))];
  return used.length > 0 ? used : ALL_PLAN_TYPES;
}

/** GET /getPaymentPlans (the brand's plan groups) and GET /getPlanTypes. */
export const paymentPlanRoutes: FastifyPluginAsync = async (api) => {
  const { brand } = api;
  api.get('/getPaymentPlans', async () => ok(brand.manifest.billing.planGroups));
  api.get('/getPlanTypes', async () => ok(planTypesOf(brand)));
};
