import type { AxiosError } from 'axios';
import type { Envelope, Message } from '../../shared/contract';

/** axios's own test (axios.isAxiosError), without loading axios for it. */
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** A message the server sent as words only: shown as they are (t of an unknown key is the key). */
export function messageOfText(text: string): Message {
  return { id: text };
}

function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    (value as { id: string }).id.length > 0
  );
}

/**
 * A failed call, with the contract's status code kept as the cause. `message` is the reply's text
 * (msg); `messageRef` is what the browser shows, translated where it renders: the reply's msg_ref,
 * else the text itself.
 */
export class ApiCallError extends Error {
  readonly messageRef: Message;

  constructor(
    message: string,
    readonly statusCode: string,
    readonly httpStatus: number | undefined,
    readonly data: unknown = null,
    messageRef?: Message,
  ) {
    super(message);
    this.name = 'ApiCallError';
    this.messageRef = messageRef ?? messageOfText(message);
  }
}

type LooseEnvelope = Partial<Envelope> & { message?: string; statusCode?: string; error?: unknown };

/**
 * The reply's msg_ref, with its msg (the server's words in the brand's default language) as the
 * text to show until the page has the copy it names: most errors' copy loads after the first
 * screens (shared/i18n/startCopy.ts).
 */
function refOf(body: LooseEnvelope | undefined, text: string): Message | undefined {
  if (!isMessage(body?.msg_ref)) return undefined;
  return { id: body.msg_ref.id, params: { ...body.msg_ref.params, defaultValue: text } };
}

/** What a call that got no answer failed of; a cancelled call (a newer one took its place) is 'cancelled'. */
function noAnswerCode(error: AxiosError): string {
  if (error.code === 'ERR_CANCELED') return 'cancelled';
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'timeout' : 'network_error';
}

/** Reads the envelope out of a thrown axios error; both `msg` and `message` are accepted. */
export function toApiCallError(error: unknown, fallback = 'Something went wrong!'): ApiCallError {
  if (error instanceof ApiCallError) return error;
  if (isAxiosError(error)) {
    const body = (isEnvelopeLike(error.response?.data) ? error.response.data : undefined) as
      LooseEnvelope | undefined;
    const text = body?.msg || body?.message || fallback;
    return new ApiCallError(
      text,
      body?.status_code ??
        body?.statusCode ??
        (error.response ? 'unreadable_reply' : noAnswerCode(error)),
      error.response?.status,
      body?.data ?? null,
      refOf(body, text),
    );
  }
  return new ApiCallError(fallback, 'unknown_error', undefined);
}

const isEnvelopeLike = (body: unknown): body is object =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** The envelope's data; an error envelope, or a reply that is no envelope, throws an ApiCallError. */
export function unwrap<T>(body: unknown, fallback = 'Something went wrong!'): T {
  if (!isEnvelopeLike(body)) throw new ApiCallError(fallback, 'unreadable_reply', undefined);
  const envelope = body as LooseEnvelope;
  if (envelope.err || envelope.error) {
    const text = envelope.msg || envelope.message || fallback;
    throw new ApiCallError(
      text,
      envelope.status_code ?? 'unknown_error',
      undefined,
      envelope.data,
      refOf(envelope, text),
    );
  }
  return envelope.data as T;
}
