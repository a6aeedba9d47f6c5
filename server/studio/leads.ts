import type { Lead, LeadStatus } from '../../shared/contract/studio';
import { ApiError, message } from '../http/envelope';
import type { UsersRepository } from '../users/usersRepository';

type LeadRow = Awaited<ReturnType<UsersRepository['leadsPage']>>[number];

/** Where a page of leads ended: the last owner's change time (microseconds) and id. */
export interface LeadPosition {
  micros: string;
  id: string;
}

const POSITION = /^([0-9]{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor of the next page: opaque to the caller. */
export function leadCursor(position: LeadPosition): string {
  return Buffer.from(`${position.micros}.${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; 400 invalid_cursor for anything leadCursor did not make. */
export function leadPositionOf(cursor: string): LeadPosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new ApiError(400, 'invalid_cursor', message('errors.invalidCursor'));
  return { micros: match[1]!, id: match[2]! };
}

/** An ISO 8601 time with its offset, as `updatedSince` takes it; 400 for one that is no time. */
export function sinceOf(text: string): Date {
  const since = new Date(text);
  if (Number.isNaN(since.getTime())) {
    throw new ApiError(400, 'validation_failed', message('errors.invalidTime', { time: text }));
  }
  return since;
}

function statusOf(row: LeadRow): LeadStatus {
  if (row.tenant_id !== null) {
    if (row.provisioning === 'ready') return 'ready';
    return row.provisioning_failed_at ? 'failed' : 'building';
  }
  if (row.paid) return 'paid';
  return row.is_email_verified ? 'verified' : 'signed_up';
}

/** An owner as GET /leads answers them: their answers as stored, never a password or token. */
export function leadOf(row: LeadRow): Lead {
  return {
    id: row.id,
    email: row.email,
    subdomain: row.sub_domain,
    tenantId: row.tenant_id,
    status: statusOf(row),
    step: row.step_name,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    answers: {
      firstName: row.first_name,
      lastName: row.last_name,
      company: row.company,
      phoneNumber: row.phone_number,
      expectations: row.expectations,
      problems: row.problems,
      onboarding: row.onboarding,
    },
  };
}
