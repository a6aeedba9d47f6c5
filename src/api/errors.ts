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

/** Reads the envelope out of a reply or a thrown axios error; both `msg` and `message` are accepted. */
export function toApiCallError(error: unknown, fallback = 'Something went wrong!'): ApiCallError {
  if (error instanceof ApiCallError) return error;
  if (isAxiosError(error)) {
    const body = error.response?.data as LooseEnvelope | undefined;
    const text = body?.msg || body?.message || fallback;
    return new ApiCallError(
      text,
      body?.status_code ?? body?.statusCode ?? 'network_error',
      error.response?.status,
      body?.data ?? null,
      refOf(body, text),
    );
  }
  return new ApiCallError(fallback, 'unknown_error', undefined);
}

export function unwrap<T>(
  envelope: Envelope<T> & { message?: string; error?: unknown },
  fallback = 'Something went wrong!',
): T {
  if (envelope.err || envelope.error) {
    const text = envelope.msg || envelope.message || fallback;
    throw new ApiCallError(
      text,
      envelope.status_code,
      undefined,
      envelope.data,
      refOf(envelope, text),
    );
  }
  return envelope.data as T;
}
