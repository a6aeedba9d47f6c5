import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import { ownMessage } from './ownMessage';

/** Tenant check: not found has its message; anything else the server's, or 'Something happened'. */
export function tenantErrorMessage(error: unknown): Message {
  if (toApiCallError(error).statusCode === 'tenant_not_found') {
    return { id: 'auth.login.tenantNotFound' };
  }
  return ownMessage(error, 'Something happened') ?? { id: 'auth.login.tenantCheckFailed' };
}
