import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnavailable } from '../db/unavailable';

type Settle = (this: unknown, ...args: unknown[]) => Promise<unknown>;
type SettleMethod = 'complete' | 'fail';

const require = createRequire(import.meta.url);
const Manager = require('pg-boss/src/manager.js') as { prototype: Record<SettleMethod, Settle> };

const RETRY_EVERY_MS = 2_000;
/** Past this a job counts as lost anyway: its expiry makes pg-boss retry it. */
const GIVE_UP_AFTER_MS = 180_000;

let report: (error: unknown, method: SettleMethod) => void = () => {};
let installed = false;

/**
 * pg-boss 10 records a job's outcome (complete or fail) after its handler without awaiting it
 * (timgit/pg-boss#577). If the database is unreachable at that moment, say restarting, the
 * rejection is unhandled and Node ends the process; and the job stays active until it expires.
 * This handles every such rejection and, when the database was out of reach, retries the call
 * until it answers again. Callers that await the call still get its original result. pg-boss 11
 * awaits these calls, but needs Node 22.
 */
export function settleJobsThroughOutages(
  onFailure: (error: unknown, method: SettleMethod) => void,
): void {
  report = onFailure;
  if (installed) return;
  installed = true;
  for (const method of ['complete', 'fail'] as const) {
    const original = Manager.prototype[method];
    Manager.prototype[method] = function settle(this: unknown, ...args: unknown[]) {
      const attempt = original.apply(this, args);
      attempt.catch(async (error: unknown) => {
        report(error, method);
        if (!isDatabaseUnavailable(error)) return;
        for (let waited = 0; waited < GIVE_UP_AFTER_MS; waited += RETRY_EVERY_MS) {
          // Unreferenced: a retry still waiting never keeps a stopping process alive.
          await delay(RETRY_EVERY_MS, undefined, { ref: false });
          try {
            await original.apply(this, args);
            return;
          } catch {
            // Still unreachable: try again.
          }
        }
      });
      return attempt;
    };
  }
}
