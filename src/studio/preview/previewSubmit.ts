import type { SubmitActions } from '../../engine/react/submitActions';

/**
 * A preview's submit, whatever the step's binding calls: the form has validated the values with
 * the step's own module, and they go into the sample owner's data; nothing reaches the server.
 */
export const previewSubmitActions: SubmitActions =
  () =>
  async ({ values, userData }) => ({
    userData: { ...userData, ...values },
  });
