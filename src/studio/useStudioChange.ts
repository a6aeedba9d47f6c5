import { useState } from 'react';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';

/**
 * A Studio page's changes: `change(run, done)` runs one, then says `done` in the status line or
 * keeps the server's refusal as `error`, and reloads what the page shows (`reload`) either way.
 */
export function useStudioChange(reload: () => Promise<unknown>) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const change = async (run: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await run();
      setStatus(done);
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
    }
    await reload();
  };
  return { status, setStatus, error, change };
}
