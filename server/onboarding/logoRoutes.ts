import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { currentAuth, requireUser } from '../auth/authenticate';
import { acceptEmptyJsonBody, optionalBodySchema } from '../auth/routes/emptyJsonBody';
import { assertStepReached } from '../config/runtime/stepAccess';
import { ok } from '../http/envelope';
import { dominantColors } from '../images/logoImage';
import {
  publicUrlOf,
  randomStoredName,
  storedNameOf,
  type FileStorage,
} from '../storage/fileStorage';
import { toOnboardingUserData, type UserRow } from '../users/userData';
import { MAX_LOGO_BYTES, readLogoUpload } from './readLogoUpload';

/** The field of the user data that holds the logo's URL. */
export const LOGO_FIELD = 'logoUrl';

async function removeReplaced(
  storage: FileStorage,
  previous: string | null,
  current: string | null,
) {
  const name = storedNameOf(previous);
  if (name && previous !== current) await storage.remove(name);
}

/**
 * POST /uploadLogo (multipart field `logo`) stores the re-encoded logo under a name the server
 * makes and answers its URL and colours; DELETE /deleteLogo removes it. Either replaces the
 * user's logoUrl, and the file it pointed to goes. Both wait until the user reaches the logo's step.
 */
export const logoRoutes: FastifyPluginAsync = async (api) => {
  const { configs, tenantDomainSuffix, storage } = api;
  const { users } = api.repositories;
  // The logo's step is the one whose schema declares the logo field, in the user's own flow.
  const assertLogoStepReached = async (user: UserRow) => {
    const { flow, stepDeclaring } = await configs.of(user.config_version_id);
    assertStepReached(
      flow,
      toOnboardingUserData(user, tenantDomainSuffix),
      stepDeclaring(LOGO_FIELD),
    );
  };
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });
    scope.post('/uploadLogo', { preHandler: requireUser }, async (request) => {
      const { user } = currentAuth(request);
      await assertLogoStepReached(user);
      const png = await readLogoUpload(request);
      const colorPalette = await dominantColors(png);
      const name = randomStoredName();
      await storage.save(name, png);
      const url = publicUrlOf(name);
      let previous: string | null;
      try {
        previous = await users.replaceLogoUrl(user.id, url);
      } catch (error) {
        await storage.remove(name);
        throw error;
      }
      await removeReplaced(storage, previous, url);
      return { ...ok(url, 'Logo uploaded'), metaData: { colorPalette } };
    });
  });
  await api.register(async (scope) => {
    acceptEmptyJsonBody(scope);
    scope.delete(
      '/deleteLogo',
      { schema: { body: optionalBodySchema }, preHandler: requireUser },
      async (request) => {
        const { user } = currentAuth(request);
        await assertLogoStepReached(user);
        const previous = await users.replaceLogoUrl(user.id, null);
        await removeReplaced(storage, previous, null);
        return ok(null, 'Logo deleted');
      },
    );
  });
};
