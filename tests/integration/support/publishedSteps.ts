import type { LightMyRequestResponse } from 'fastify';
import type { NewStep } from '../../fixtures/stepsAfterSignup';
import { authHeaders, signedUpUser } from '../auth/harness';
import type { DatabaseTarget } from './databases';
import { operatorServer, publishStepsAfterSignup, type OperatorServer } from './studio';
import { walkedTo } from './walkedTo';

/** Steps an operator published through the Studio, and new owners who have walked to them. */
export interface PublishedSteps {
  /** The server they are published on (its fields are there once the tests run). */
  server: OperatorServer;
  /** Signs a new owner up, stores them as having walked to `stepName`, and answers their session headers. */
  ownerAt(stepName: string): Promise<Record<string, string>>;
  /** The owner's Next on a step: POST /api/user/updateUserData with `payload` (it names the step). */
  save(headers: Record<string, string>, payload: object): Promise<LightMyRequestResponse>;
}

/**
 * For the calling describe: a server on a fresh database of `target` on which the operator, signed
 * in to the Studio, has published `steps` right after signup before the tests run.
 */
export function publishedSteps(target: DatabaseTarget, steps: NewStep[]): PublishedSteps {
  const server = operatorServer(target, {
    ready: (started) => publishStepsAfterSignup(started, steps),
  });
  return {
    server,
    async ownerAt(stepName) {
      const owner = await signedUpUser(server.app);
      await walkedTo(server.server.database.db, owner.userId, stepName);
      return authHeaders(owner.token);
    },
    save: (headers, payload) =>
      server.app.inject({ method: 'POST', url: '/api/user/updateUserData', headers, payload }),
  };
}
