import { useState } from 'react';
import type { KnowledgeBaseImportStatus } from '../../shared/contract';
import { usePolling } from '../ui/usePolling';
import type { WizardServices } from '../context/wizardContext';

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
  services: WizardServices,
  saved: string | undefined,
  given: KnowledgeBaseImportStatus | null,
  watching: boolean,
): KnowledgeBaseImport {
  const [latest, setLatest] = useState<{
    url: string;
    status: KnowledgeBaseImportStatus | null;
  } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const status = saved && latest?.url === saved ? latest.status : given;

  const learn = (url: string, next: KnowledgeBaseImportStatus | null) => {
    setLatest({ url, status: next });
    services.updateUserData((current) =>
      current?.knowledgebaseURL === url
        ? { ...current, knowledgebaseImportStatus: next }
        : undefined,
    );
  };

  usePolling(
    async () => {
      if (!saved) return true;
      const fetched = await services.fetchUserData();
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
    services
      .importKnowledgeBase(saved)
      .then((reply) => learn(saved, reply.knowledgebaseImportStatus ?? 'importing'))
      .catch((error: unknown) => setRetryError(services.errorMessage(error)))
      .finally(() => setRetrying(false));
  };

  return { status, retrying, retryError, retry };
}
