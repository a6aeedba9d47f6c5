import type { FastifyInstance, FastifyReply } from 'fastify';

/** Runs `work` once the reply has gone (or the client has left); the client does not wait for it. */
export type AfterReply = (reply: FastifyReply, work: () => Promise<void>) => void;

/**
 * Work a route leaves for after its answer, such as queueing a mail whose row is already
 * committed. Closing `app` waits for what is still running, so none of it meets a closed database.
 * A failure is logged with the request; `work` should handle what it can recover from itself.
 */
export function afterReplyOf(app: FastifyInstance): AfterReply {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (reply, work) => {
    reply.raw.once('close', () => {
      const task = work()
        .catch((error: unknown) => reply.log.error({ err: error }, 'work after the reply failed'))
        .finally(() => running.delete(task));
      running.add(task);
    });
  };
}
