import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether a request is a browser opening one of the app's pages: not an API call, not a file. */
export function isPageRequest(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/api/') &&
    !/\.[a-z0-9]+(\?|$)/i.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

type SendPage = (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply;

/**
 * The app's page, for a browser whose address the server cannot read (a broken %-escape, a %00):
 * the app then says what it says of any link it does not know, instead of the browser showing
 * a JSON envelope. The SPA fills it in once registered; failures before routing use it too.
 */
export class AppPage {
  private sendPage: SendPage | undefined;

  serveWith(sendPage: SendPage): void {
    this.sendPage = sendPage;
  }

  /** Sends the page when the request is a page request and the app is served; false otherwise. */
  sendIfPageRequest(request: FastifyRequest, reply: FastifyReply, status: number): boolean {
    if (!this.sendPage || !isPageRequest(request)) return false;
    this.sendPage(request, reply, status);
    return true;
  }
}
