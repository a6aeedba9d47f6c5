import { useState } from 'react';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';

/**
 * A Studio page's changes: `change(run, done)` runs one, then says `done` in the status line or
 * keeps the server's refusal as `error`, and reloads what the page shows (`reload`) either way;
 * true when it was done.
 */
export function useStudioChange(reload: () => Promise<unknown>) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const change = async (run: () => Promise<unknown>, done: string) => {
    setError(null);
    let ok = false;
    try {
      await run();
      setStatus(done);
      ok = true;
    } catch (failure) {
      setError(toApiCallError(failure).messageRef);
    }
    await reload();
    return ok;
  };
  return { status, setStatus, error, change };
}
