import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { KnowledgeBaseImportStatus } from '../../shared/contract';
import { toApiCallError } from '../../src/api/errors';
import { updateStep } from '../../src/api/onboardingSteps';
import { getUserData } from '../../src/api/user';
import { usePolling } from '../../src/ui/usePolling';
import { userDataAtom } from '../../src/state/userData';

export interface KnowledgeBaseImport {
  /** null: saved before the server told import states apart; shown as under way. */
  status: KnowledgeBaseImportStatus | null;
  retrying: boolean;
  /** The message of a retry that could not be sent. */
  retryError: string | null;
  retry(): void;
}

const settled = (status: KnowledgeBaseImportStatus | null | undefined) =>
  status === 'imported' || status === 'failed';

/**
 * The import of the saved knowledge base URL: while it is under way the server is asked every
 * pollMs how it went; a failed one can be started again by saving the same URL. What is learnt
 * goes into the user data too, so the wizard knows it when the person comes back to the step.
 */
export function useKnowledgeBaseImport(
  saved: string | undefined,
  given: KnowledgeBaseImportStatus | null,
  watching: boolean,
): KnowledgeBaseImport {
  const setUserData = useSetAtom(userDataAtom);
  const [latest, setLatest] = useState<{
    url: string;
    status: KnowledgeBaseImportStatus | null;
  } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const status = saved && latest?.url === saved ? latest.status : given;

  const learn = (url: string, next: KnowledgeBaseImportStatus | null) => {
    setLatest({ url, status: next });
    setUserData((state) =>
      state.status === 'ready' && state.data.knowledgebaseURL === url
        ? { status: 'ready', data: { ...state.data, knowledgebaseImportStatus: next } }
        : state,
    );
  };

  usePolling(
    async () => {
      if (!saved) return true;
      const fetched = await getUserData();
      if (fetched.knowledgebaseURL !== saved) return true;
      learn(saved, fetched.knowledgebaseImportStatus ?? null);
      return settled(fetched.knowledgebaseImportStatus);
    },
    Boolean(saved) && watching && !settled(status),
  );

  const retry = () => {
    if (!saved) return;
    setRetrying(true);
    setRetryError(null);
    updateStep({ knowledgebaseURL: saved })
      .then((reply) => learn(saved, reply.knowledgebaseImportStatus ?? 'importing'))
      .catch((error: unknown) => setRetryError(toApiCallError(error).message))
      .finally(() => setRetrying(false));
  };

  return { status, retrying, retryError, retry };
}
