import type { FastifyPluginAsync } from 'fastify';
import type { StepSaveReply } from '../../shared/contract';
import { currentAuth, requireOwnUser, requireUser } from '../auth/authenticate';
import { assertStepReached } from '../config/runtime/stepAccess';
import { ApiError, invalidFields, message, ok, type Message } from '../http/envelope';
import { isReservedSubdomain } from '../users/reservedSubdomains';
import {
  DOMAIN_REQUIRED_MESSAGE,
  imitatesAsciiName,
  isValidSubdomain,
  normalizeSubdomain,
  SUBDOMAIN_LOOK_ALIKE_MESSAGE,
  SUBDOMAIN_RULE_MESSAGE,
  domainTakenError,
} from '../users/subdomain';
import { suggestSubdomains } from '../users/subdomainSuggestions';
import { toOnboardingUserData, type UserRow } from '../users/userData';
import { UserConflictError, type UsersRepository } from '../users/usersRepository';

interface UpdateDomainNameBody {
  domain: string;
  userId?: string;
  sessionIdentifier?: string;
}

const updateDomainNameSchema = {
  body: {
    type: 'object',
    required: ['domain'],
    additionalProperties: false,
    properties: {
      domain: { type: 'string', maxLength: 253 },
      userId: { type: 'string', maxLength: 100 },
      sessionIdentifier: { type: 'string', maxLength: 200 },
    },
  },
};

function invalidDomain(problem: Message): ApiError {
  return invalidFields([{ path: '/domain', message: problem }]);
}

async function taken(users: UsersRepository, name: string, user: UserRow): Promise<ApiError> {
  return domainTakenError(name, await suggestSubdomains(users, name, user.company));
}

/**
 * POST /user/updateDomainName: a signed-in user renames their tenant before it is built. The
 * unique index decides races: of two users taking one name at once, one gets it, one suggestions.
 */
export const updateDomainNameRoute: FastifyPluginAsync = async (api) => {
  const { configs, tenantDomainSuffix } = api;
  const { users } = api.repositories;
  api.post<{ Body: UpdateDomainNameBody }>(
    '/user/updateDomainName',
    { schema: updateDomainNameSchema, preHandler: [requireUser, requireOwnUser] },
    async (request) => {
      const { user } = currentAuth(request);
      const { domain } = request.body;
      const userData = toOnboardingUserData(user, tenantDomainSuffix);
      const { flow } = await configs.of(user.config_version_id);
      // The signup step names the tenant; a flow without one lets the name change anywhere.
      const domainStep = flow.stepWithRole('signup')?.name;
      if (domainStep) assertStepReached(flow, userData, domainStep);
      const reply = (saved: typeof userData): StepSaveReply => ({
        ...saved,
        nextStepName: domainStep ? flow.nextAfterSave(saved, domainStep) : null,
      });
      if (domain.trim() === '') throw invalidDomain(DOMAIN_REQUIRED_MESSAGE);
      if (!isValidSubdomain(domain.trim())) throw invalidDomain(SUBDOMAIN_RULE_MESSAGE);
      if (imitatesAsciiName(domain.trim())) throw invalidDomain(SUBDOMAIN_LOOK_ALIKE_MESSAGE);
      const name = normalizeSubdomain(domain);
      if (name === user.sub_domain.toLowerCase()) return ok(reply(userData));
      if (user.step_name === flow.terminalStepName) {
        throw new ApiError(409, 'domain_locked', message('errors.domainLocked'));
      }
      if (isReservedSubdomain(name)) throw await taken(users, name, user);
      const stepName = domainStep ? flow.stepAfterSave(userData, domainStep) : user.step_name;
      try {
        const updated = await users.updateSubdomain(user.id, name, stepName);
        return ok(reply(toOnboardingUserData(updated, tenantDomainSuffix)));
      } catch (error) {
        if (error instanceof UserConflictError && error.field === 'sub_domain') {
          throw await taken(users, name, user);
        }
        throw error;
      }
    },
  );
};
