import { minPasswordLength } from '@caawg11/conference';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { signInInputClass } from './forms';

/** A password chosen and typed again, as the invitation and the reset forms hold it. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface NewPasswordFieldsProps {
  /** Prefixes the fields' ids: `<idPrefix>-password`, `<idPrefix>-confirmation`. */
  idPrefix: string;
  labels: { password: string; confirmation: string };
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
}

/** The new password and its confirmation, with the length rule shown before the member types. */
export function NewPasswordFields({ idPrefix, labels, register, errors }: NewPasswordFieldsProps) {
  const field = (name: keyof NewPasswordValues, label: string, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          className={signInInputClass}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...register(name)}
        />
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
            {hint}
          </p>
        )}
        {errors[name] && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors[name].message}
          </p>
        )}
      </div>
    );
  };
  return (
    <>
      {field('password', labels.password, `At least ${minPasswordLength} characters.`)}
      {field('confirmation', labels.confirmation)}
    </>
  );
}
