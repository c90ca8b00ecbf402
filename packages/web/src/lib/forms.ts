/**
 * Spec 2 §9: a modal form is sent 400 ms after its submit. The submit button is disabled from the click on,
 * so a double click still sends once.
 */
export const FORM_SUBMIT_DELAY_MS = 400;

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
