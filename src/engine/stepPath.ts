/** The wizard's address of a step: /signup/<stepName>. */
export function stepPath(stepName: string): string {
  return `/signup/${stepName}`;
}

/** Where the wizard goes once no step is left. */
export const SIGNUP_COMPLETE_PATH = '/signup/complete';
