import type { ReactNode } from 'react';

/** The error area above a form's button: always present, so what appears in it is announced. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <div className="form-status" aria-live="assertive" aria-atomic="true">
      {children}
    </div>
  );
}
