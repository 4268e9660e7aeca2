import { Allow } from 'class-validator';

/** The hidden form field (`honeypotField`): any value is kept, so filling it never fails validation. */
export function Honeypot(): PropertyDecorator {
  return Allow();
}

/** Whether a bot filled the hidden field; people leave it empty. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
