/** The contract's reply shape: every answer, success or failure, is one of these. */
export interface Envelope<T = unknown> {
  err: boolean;
  status_code: string;
  msg: string;
  data: T | null;
  sessionIdentifier?: string;
}
