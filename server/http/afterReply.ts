import type { FastifyInstance, FastifyReply } from 'fastify';

/** Runs `work` once the reply has gone, or at once if the client has already left. */
export type AfterReply = (reply: FastifyReply, work: () => Promise<void>) => void;

/**
 * Work a route leaves for after its answer, such as queueing a mail whose row is already
 * committed: the client does not wait for it. Closing `app` waits for what is still running, so
 * none of it meets a closed database. A failure is logged with the request; `work` should handle
 * what it can recover from itself.
 */
export function afterReplyOf(app: FastifyInstance): AfterReply {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  const start = (reply: FastifyReply, work: () => Promise<void>) => {
    const task = work()
      .catch((error: unknown) => reply.log.error({ err: error }, 'work after the reply failed'))
      .finally(() => running.delete(task));
    running.add(task);
  };
  return (reply, work) => {
    // A client that left while the route worked has closed the response already: no 'close' to come.
    if (reply.raw.closed) start(reply, work);
    else reply.raw.once('close', () => start(reply, work));
  };
}
