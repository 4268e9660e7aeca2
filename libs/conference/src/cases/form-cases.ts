/** A body that breaks one rule, and the message that field must answer with. */
export interface InvalidCase<T> {
  /** Fields changed from the valid body; `undefined` leaves the field out. */
  patch: Partial<Record<keyof T & string, unknown>>;
  field: keyof T & string;
  message: string;
}

/** Stands in the valid bodies for a solved robot check; the api's tests put a real one there. */
export const solvedRobotCheck = 'solved';

/** The cases of one form: a body every side accepts and bodies each side must refuse with the same message. */
export interface FormCases<T> {
  valid: T;
  invalid: readonly InvalidCase<T>[];
}

/** Any form's cases, for running the tables of several forms in one loop. */
export interface SomeFormCases {
  valid: object;
  invalid: readonly { patch: Readonly<Record<string, unknown>>; field: string; message: string }[];
}

/** The valid body with one case's changes; fields patched to `undefined` are left out. */
export function caseBody(
  valid: object,
  patch: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...valid, ...patch };
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) delete body[field];
  }
  return body;
}

export const tooLong = (length: number) => 'x'.repeat(length + 1);
