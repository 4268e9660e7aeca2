import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { ErrorText } from './ErrorText';

export const inputClass =
  'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500 aria-[invalid=true]:border-red-600 disabled:bg-gray-100';

interface FieldFrame {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the field as required for the visitor and for assistive technology. */
  required?: boolean;
  className?: string;
}

/** The attributes that tie an input to its hint and error message. */
export function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

function Label({ id, label, required }: Pick<FieldFrame, 'id' | 'label' | 'required'>) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-gray-800">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
      {hint}
    </p>
  );
}

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <input
        ref={ref}
        type="text"
        {...input}
        {...describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={inputClass}
      />
      <Hint id={id} hint={hint} />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    options: readonly Option[];
    /** The first, empty choice (for example 'Select your title'); omitted when absent. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <select
        {...select}
        {...describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={inputClass}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <textarea
        rows={4}
        {...textarea}
        {...describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={inputClass}
      />
      <Hint id={id} hint={hint} />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

type CheckboxFieldProps = Omit<FieldFrame, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A checkbox with its label beside it; `required` here is the browser's own check. */
export function CheckboxField({ id, label, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...input}
          {...describedBy(id, error)}
          className="mt-1 h-4 w-4 shrink-0 rounded border-gray-400 text-brand-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

interface ChoiceGroupProps {
  /** Id of the group; the first radio gets it too, so focusing the error lands on a radio. */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  className?: string;
}

/** A set of radio buttons in a fieldset with its legend. */
export function ChoiceGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error,
  required,
  className,
}: ChoiceGroupProps) {
  return (
    <fieldset
      className={className}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-gray-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="h-4 w-4 text-brand-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
              />
              <label htmlFor={optionId} className="text-sm text-gray-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const fileInputClass =
  'mt-1 block w-full text-sm text-gray-800 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500';

type FileFieldProps = FieldFrame & {
  /** The kinds of file the field takes, as the input's `accept` lists them. */
  accept: string;
  ref?: Ref<HTMLInputElement>;
  /** The file chosen, or null when the choice is cleared. */
  onFileChosen: (file: File | null) => void;
};

/** A file to upload, with what it may be under it and why it was refused below. */
export function FileField({
  id,
  label,
  error,
  hint,
  required,
  className,
  accept,
  ref,
  onFileChosen,
}: FileFieldProps) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={required} />
      <input
        ref={ref}
        type="file"
        accept={accept}
        {...describedBy(id, error, hint)}
        aria-required={required || undefined}
        onChange={(event) => onFileChosen(event.target.files?.[0] ?? null)}
        className={fileInputClass}
      />
      <Hint id={id} hint={hint} />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
