/**
 * Loads the ALTCHA web component (`<altcha-widget>`) on demand, so that pages without a
 * form never download it. Resolves once the element is defined.
 */
export async function loadAltcha(): Promise<void> {
  await import('altcha');
  await customElements.whenDefined('altcha-widget');
}
