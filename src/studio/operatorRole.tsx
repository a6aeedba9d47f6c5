import { createContext, useContext, useEffect, useState } from 'react';
import {
  brandFilesOnly,
  roleMay,
  type OperatorRole,
  type StudioAction,
} from '../../shared/contract/operatorRoles';
import type { StudioApi } from './studioApi';

/** The signed-in operator's role; null while it loads (nothing beyond reading is offered then). */
export const OperatorRoleContext = createContext<OperatorRole | null>(null);

/** The role of the operator `api` speaks for, asked once per session (GET /me). */
export function useOperatorRoleOf(api: StudioApi): OperatorRole | null {
  const [role, setRole] = useState<OperatorRole | null>(null);
  useEffect(() => {
    let current = true;
    api.me().then(
      (me) => current && setRole(me.role),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return role;
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
