import { createContext, useContext, useEffect, useState } from 'react';
import {
  brandFilesOnly,
  roleMay,
  type OperatorRole,
  type StudioAction,
} from '../../shared/contract/operatorRoles';
import { timings } from '../../shared/ui/timings';
import { toApiCallError } from '../api/errors';
import type { StudioApi } from './studioApi';

/** The signed-in operator's role; null while it loads (nothing beyond reading is offered then). */
export const OperatorRoleContext = createContext<OperatorRole | null>(null);

/** The role an admin changed the signed-in operator's to while their Studio was open; else null. */
export const ChangedRoleContext = createContext<OperatorRole | null>(null);

export interface OperatorRoleOf {
  role: OperatorRole | null;
  /** The role it became after the first answer (null until it changes). */
  changedTo: OperatorRole | null;
}

/**
 * The role of the operator `api` speaks for (GET /me), asked when the Studio opens, then every
 * studioPresenceMs and at once when a call is refused for the role: an admin's change shows
 * without a reload. An operator removed meanwhile (their token is no operator's now: 403
 * operator_only) calls `onRemoved`; an ended session is the API's to hear (401).
 */
export function useOperatorRoleOf(api: StudioApi, onRemoved: () => void): OperatorRoleOf {
  const [state, setState] = useState<OperatorRoleOf>({ role: null, changedTo: null });
  useEffect(() => {
    let current = true;
    let known: OperatorRole | null = null;
    const read = () =>
      api.me().then(
        ({ role }) => {
          if (!current || role === known) return;
          setState({ role, changedTo: known === null ? null : role });
          known = role;
        },
        (error: unknown) => {
          if (current && known && toApiCallError(error).statusCode === 'operator_only') onRemoved();
        },
      );
    void read();
    const timer = setInterval(() => void read(), timings.studioPresenceMs);
    const stopHearing = api.whenRoleRefused(() => void read());
    return () => {
      current = false;
      clearInterval(timer);
      stopHearing();
    };
  }, [api, onRemoved]);
  return state;
}

/**
 * Whether the signed-in operator's role may do `action`: the Studio hides what it may not (the
 * server refuses it anyway).
 */
export function useMayDo(action: StudioAction): boolean {
  const role = useContext(OperatorRoleContext);
  return role !== null && roleMay(role, action);
}

/** Whether the operator edits the brand's own files and copy only (a brand owner). */
export function useBrandFilesOnly(): boolean {
  const role = useContext(OperatorRoleContext);
  return role !== null && brandFilesOnly(role);
}
