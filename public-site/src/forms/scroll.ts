/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function behaviour(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: behaviour() });
}

/** Scrolls an element into view below the fixed header. */
export function scrollToElement(element: Element | null): void {
  element?.scrollIntoView({ behavior: behaviour(), block: 'start' });
}

/**
 * Scrolls to and focuses the first field, in form order, that has an error. Returns the
 * field's name, or null when no field has one.
 */
export function focusFirstInvalid(
  fieldOrder: readonly string[],
  errors: Partial<Record<string, string>>,
  idOf: (field: string) => string,
): string | null {
  const first = fieldOrder.find((field) => errors[field]);
  if (!first) return null;
  const element = document.getElementById(idOf(first));
  if (element) {
    element.scrollIntoView({ behavior: behaviour(), block: 'center' });
    element.focus({ preventScroll: true });
  }
  return first;
}
