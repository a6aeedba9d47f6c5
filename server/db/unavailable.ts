/** SQLSTATE classes and node errors that mean the database is briefly out of reach, not that the request is wrong. */
const UNAVAILABLE_SQLSTATES = [
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  // statement_timeout: the database is too slow to answer now.
  '57014',
];
const UNAVAILABLE_NODE_CODES = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'];

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.includes(code) || UNAVAILABLE_NODE_CODES.includes(code))
  )
    return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|terminating connection|connection (is )?closed|not queryable|timeout exceeded when trying to connect|Query read timeout/i.test(
    message,
  );
}
