import { useCallback, useEffect, useRef, useState } from 'react';
import { timings } from '../../shared/ui/timings';
import type { ScheduledPublish, StudioApi } from './studioApi';

/**
 * The brand's scheduled publishes, read again every pollMs while one is still waiting;
 * `onPublished` hears when a waiting one has gone live (the history and live version moved).
 */
export function useScheduledPublishes(api: StudioApi, onPublished: () => void) {
  const [scheduled, setScheduled] = useState<ScheduledPublish[]>([]);
  const waitingIds = useRef(new Set<string>());
  const published = useRef(onPublished);
  useEffect(() => {
    published.current = onPublished;
  });

  const apply = useCallback((rows: ScheduledPublish[]) => {
    const wentLive = rows.some(
      (row) => row.state === 'published' && waitingIds.current.has(row.id),
    );
    waitingIds.current = new Set(
      rows.filter((row) => row.state === 'scheduled').map((row) => row.id),
    );
    setScheduled(rows);
    if (wentLive) published.current();
  }, []);

  // A failed read leaves the list as it was: the next poll or action reads it again.
  const reloadScheduled = useCallback(
    () =>
      api.scheduledPublishes().then(
        ({ scheduled: rows }) => apply(rows),
        () => {},
      ),
    [api, apply],
  );

  useEffect(() => {
    let current = true;
    api.scheduledPublishes().then(
      ({ scheduled: rows }) => {
        if (current) apply(rows);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, apply]);
  const waiting = scheduled.some((row) => row.state === 'scheduled');
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reloadScheduled(), timings.pollMs);
    return () => clearInterval(timer);
  }, [waiting, reloadScheduled]);

  return { scheduled, reloadScheduled };
}
