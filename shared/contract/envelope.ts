import type { Message } from './message';

/** The contract's reply shape: every answer, success or failure, is one of these. */
export interface Envelope<T = unknown> {
  err: boolean;
  status_code: string;
  /** The message as text in the brand's default language, for clients that show it as it is. */
  msg: string;
  /** On an error, the same message as a copy key and parameters, translated where it is shown. */
  msg_ref?: Message;
  data: T | null;
  sessionIdentifier?: string;
}

/** One problem with one field of a request (data.errors of a validation_failed reply). */
export interface FieldProblem {
  /** JSON pointer of the field in the request body ('/stages/0/duration'); '/' for the whole body. */
  path: string;
  message: Message;
}
