import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  messages,
  requestTimeoutsMs,
  uiTimingsMs,
  hasErrors,
  validateContact,
  type ApiResult,
  type ContactRequest,
} from '@caawg11/conference';
import { postJson } from '../api/client';
import { SendIcon } from '../components/icons';
import { contactContent } from '../content/contact';
import { ErrorText } from './ErrorText';
import { describedBy, inputClass } from './Field';
import { focusFirstInvalid } from './scroll';
import { HoneypotField, honeypotValue } from './HoneypotField';
import { StatusBanner } from './StatusBanner';
import { primaryButtonClass } from './SubmitButton';
import { useFormFields } from './useFormFields';

export const emptyContact: ContactRequest = { name: '', email: '', subject: '', message: '' };

export const sendingLabel = 'Sending...';

export function sendContactMessage(
  message: ContactRequest,
  hidden: Record<string, string> = {},
): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/contact.php',
    { ...message, email: message.email.trim(), ...hidden },
    { timeoutMs: requestTimeoutsMs.contact },
  );
}

type Status = 'idle' | 'loading' | 'success' | 'error';

function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-800">
      {children}
      <span aria-hidden="true" className="text-red-700">
        {' '}
        *
      </span>
    </label>
  );
}

const fieldOrder = ['name', 'email', 'subject', 'message'] as const;

const idOf = (field: string) => `contact-${field}`;

/**
 * The contact form: all four fields are required, and an empty submit names every missing one; "Sending..." while the message
 * goes; on success a notice shows for 5 seconds and the form clears; any failure shows
 * the fixed failure text naming the secretariat mailbox.
 */
export function ContactForm() {
  const { values, errors, setErrors, setField, reset } = useFormFields(emptyContact);
  const [status, setStatus] = useState<Status>('idle');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), uiTimingsMs.contactSuccessNotice);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'loading') return;
    const hidden = honeypotValue(event.currentTarget);
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(fieldOrder, found, idOf);
      return;
    }
    setStatus('loading');
    let sent: boolean;
    try {
      sent = (await sendContactMessage(values, hidden)).success;
    } catch {
      sent = false;
    }
    if (!mounted.current) return;
    if (sent) reset();
    setStatus(sent ? 'success' : 'error');
  };

  const field = (name: keyof ContactRequest) => ({
    ...describedBy(idOf(name), errors[name]),
    name,
    value: values[name],
    required: true,
    className: inputClass,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  const loading = status === 'loading';

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={loading}
      className="space-y-4"
    >
      <div aria-live="polite">
        {status === 'success' && <StatusBanner tone="success" title={contactContent.formSuccess} />}
      </div>
      {status === 'error' && <StatusBanner tone="error" title={messages.contactProblem} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">Your name</Label>
          <input {...field('name')} type="text" autoComplete="name" />
          <ErrorText id={`${idOf('name')}-error`} message={errors.name} />
        </div>
        <div>
          <Label htmlFor="contact-email">Your email</Label>
          <input {...field('email')} type="email" autoComplete="email" />
          <ErrorText id={`${idOf('email')}-error`} message={errors.email} />
        </div>
      </div>
      <div>
        <Label htmlFor="contact-subject">Subject</Label>
        <input {...field('subject')} type="text" />
        <ErrorText id={`${idOf('subject')}-error`} message={errors.subject} />
      </div>
      <div>
        <Label htmlFor="contact-message">Message</Label>
        <textarea {...field('message')} rows={6} />
        <ErrorText id={`${idOf('message')}-error`} message={errors.message} />
      </div>
      <HoneypotField />
      <button type="submit" disabled={loading} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {loading ? (
          sendingLabel
        ) : (
          <>
            <SendIcon size={18} className="mr-2" />
            Send Message
          </>
        )}
      </button>
    </form>
  );
}
