import { honeypotField } from '@caawg11/conference';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field people never see, never reach with the keyboard and that assistive technology never
 * announces; form bots fill it, and the server then drops the submission.
 */
export function HoneypotField() {
  const id = useId();
  const { t } = useTranslation('forms');
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t('honeypotLabel')}</label>
      <input
        id={id}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** What was typed in the form's hidden field: nothing, unless a bot filled it. */
export function honeypotValue(form: HTMLFormElement): Record<string, string> {
  const value = new FormData(form).get(honeypotField);
  return typeof value === 'string' && value !== '' ? { [honeypotField]: value } : {};
}
