import { useEffect, useState } from 'react';
import { timings } from '../../shared/ui/timings';
import type { StudioApi } from './studioApi';

/**
 * While the workspace is open, tells the server every studioPresenceMs that this operator is here
 * (and on which live version), and answers the emails of the other operators it reports. A missed
 * heartbeat keeps the last answer: the next one corrects it.
 */
export function usePresence(api: StudioApi, basedOn: string | null): string[] {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    const beat = () =>
      api.presence(basedOn).then(
        (reply) => {
          if (current) setOthers(reply.others.map((other) => other.email));
        },
        () => {},
      );
    void beat();
    const timer = setInterval(() => void beat(), timings.studioPresenceMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [api, basedOn]);
  return others;
}
