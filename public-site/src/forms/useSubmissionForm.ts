import { useCallback, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { ApiResult } from '@caawg11/conference';
import type { Failure } from './failure';
import { honeypotValue } from './HoneypotField';
import { focusFirstInvalid } from './scroll';

/** A message per invalid field, as the shared rule sets return them. */
export type ErrorMap = Partial<Record<string, string>>;

/**
 * A react-hook-form resolver over one of the shared rule sets, so the site checks a form with
 * the same functions and messages as the api.
 */
export function ruleSetResolver<TValues extends FieldValues>(
  rules: (values: TValues) => ErrorMap,
): Resolver<TValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(rules(values))) {
      if (message) errors[name] = { type: 'rule', message };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values, errors: {} };
  };
}

function messagesOf(errors: FieldErrors): ErrorMap {
  const found: ErrorMap = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') found[name] = error.message;
  }
  return found;
}

export type SubmissionOutcome<TAnswer> =
  { kind: 'success'; answer: TAnswer } | { kind: 'failure'; failure: Failure };

export interface SubmissionFormOptions<TValues extends FieldValues, TAnswer extends ApiResult> {
  defaultValues: TValues;
  /** The form's rule set from the shared library. */
  rules: (values: TValues) => ErrorMap;
  /**
   * The fields in the order they appear (a function of the values for a form whose fields come
   * and go); with idOf (their element ids), the first one with an
   * error is scrolled to and focused. Without them the focus stays where it is.
   */
  fieldOrder?: readonly Path<TValues>[] | ((values: TValues) => readonly string[]);
  idOf?: (field: string) => string;
  /** Focus the first field with an error as react-hook-form does: in place, without scrolling. */
  focusFirstError?: boolean;
  /** Whether a confirmed success clears the fields; they stay for a form that is sent again. */
  clearOnSuccess?: boolean;
  /** Sends the checked values, with whatever a bot typed in the hidden field. */
  send: (values: TValues, hidden: Record<string, string>) => Promise<TAnswer>;
  /** What the form shows when the call fails: timeout, network, or a refused request. */
  describeFailure: (error: unknown) => Failure;
  /** What it shows for an answer that says `success: false`. */
  describeRefusal: (answer: TAnswer) => Failure;
  /** Whether a submit that the rules stop also removes the previous attempt's banner. */
  invalidClearsOutcome?: boolean;
}

/**
 * The site's form pattern: react-hook-form holds the fields and checks them with the shared
 * rule set on submit; a mutation sends them through the api client; the server's field
 * messages land on the fields. A field's error goes as soon as the field is edited, and only
 * the next submit checks again. A confirmed success clears the fields.
 */
export function useSubmissionForm<TValues extends FieldValues, TAnswer extends ApiResult>(
  options: SubmissionFormOptions<TValues, TAnswer>,
) {
  const form = useForm<TValues>({
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    resolver: ruleSetResolver(options.rules),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: options.focusFirstError ?? false,
  });
  const mutation = useMutation({
    mutationFn: ({ values, hidden }: { values: TValues; hidden: Record<string, string> }) =>
      options.send(values, hidden),
  });

  // Hiding a banner is the form's own state, so it changes in the same render as the timer
  // that hides it; the next submission shows its outcome again.
  const [dismissed, setDismissed] = useState(false);
  const dismissOutcome = useCallback(() => setDismissed(true), []);

  const errors = messagesOf(form.formState.errors);

  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    form.clearErrors();
    for (const [name, message] of Object.entries(fieldErrors)) {
      form.setError(name as Path<TValues>, { type: 'server', message });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const hidden = honeypotValue(event.currentTarget);
    void form.handleSubmit(
      (values) => {
        setDismissed(false);
        mutation.mutate(
          { values, hidden },
          {
            onSuccess: (answer) => {
              if (answer.success && (options.clearOnSuccess ?? true)) {
                form.reset(options.defaultValues);
              }
            },
            onError: (error) => {
              const { fieldErrors } = options.describeFailure(error);
              if (fieldErrors) showFieldErrors(fieldErrors);
            },
          },
        );
      },
      (invalid) => {
        if (options.invalidClearsOutcome) dismissOutcome();
        const order =
          typeof options.fieldOrder === 'function'
            ? options.fieldOrder(form.getValues())
            : options.fieldOrder;
        if (order && options.idOf) focusFirstInvalid(order, messagesOf(invalid), options.idOf);
      },
    )(event);
  };

  /** A field's registration: its value, its error cleared on edit, and its message. */
  const field = (name: Path<TValues>) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name],
  });

  let outcome: SubmissionOutcome<TAnswer> | null = null;
  if (!dismissed && mutation.isSuccess) {
    outcome = mutation.data.success
      ? { kind: 'success', answer: mutation.data }
      : { kind: 'failure', failure: options.describeRefusal(mutation.data) };
  } else if (!dismissed && mutation.isError) {
    outcome = { kind: 'failure', failure: options.describeFailure(mutation.error) };
  }

  return {
    form,
    field,
    errors,
    onSubmit,
    sending: mutation.isPending,
    outcome,
    /** Removes the banner of the last attempt (a success notice that has had its time). */
    dismissOutcome,
  };
}
