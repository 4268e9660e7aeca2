import { useEffect } from 'react';
import {
  privacyNoticeVersion,
  messages,
  requestTimeoutsMs,
  uiTimingsMs,
  validateContact,
  type ApiResult,
  type ContactRequest,
} from '@caawg11/conference';
import { postJson } from '@caawg11/conference/http';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../components/content-icons';
import { useMessageText } from '../i18n/message-text';
import { ErrorText } from './ErrorText';
import { describedBy, inputClass } from './Field';
import { HoneypotField } from './HoneypotField';
import { StatusBanner } from './StatusBanner';
import { primaryButtonClass } from './SubmitButton';
import { useSubmissionForm } from './useSubmissionForm';
import { PrivacyNoticeLine } from './PrivacyNoticeLine';

const emptyContact: ContactRequest = { name: '', email: '', subject: '', message: '' };

function sendContactMessage(
  message: ContactRequest,
  hidden: Record<string, string>,
): Promise<ApiResult> {
  return postJson<ApiResult>(
    '/contact.php',
    { ...message, email: message.email.trim(), privacyNoticeVersion, ...hidden },
    { timeoutMs: requestTimeoutsMs.contact },
  );
}

// Whatever went wrong, the visitor is pointed to the secretariat's mailbox.
const contactProblem = () => ({ message: messages.contactProblem });

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
  const { t } = useTranslation('forms');
  const messageText = useMessageText();
  const { field, errors, onSubmit, sending, outcome, dismissOutcome } = useSubmissionForm({
    defaultValues: emptyContact,
    rules: validateContact,
    fieldOrder,
    idOf,
    send: sendContactMessage,
    describeFailure: contactProblem,
    describeRefusal: contactProblem,
  });
  const succeeded = outcome?.kind === 'success';

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(dismissOutcome, uiTimingsMs.contactSuccessNotice);
    return () => clearTimeout(timer);
  }, [succeeded, dismissOutcome]);

  const input = (name: keyof ContactRequest) => {
    const { error, ...registration } = field(name);
    return {
      ...registration,
      ...describedBy(idOf(name), error),
      required: true,
      className: inputClass,
    };
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="space-y-4">
      <div aria-live="polite">
        {succeeded && <StatusBanner tone="success" title={t('contact.success')} />}
      </div>
      {outcome?.kind === 'failure' && (
        <StatusBanner tone="error" title={messageText(messages.contactProblem)} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">{t('contact.name')}</Label>
          <input {...input('name')} type="text" autoComplete="name" />
          <ErrorText id={`${idOf('name')}-error`} message={errors.name} />
        </div>
        <div>
          <Label htmlFor="contact-email">{t('contact.email')}</Label>
          <input {...input('email')} type="email" autoComplete="email" />
          <ErrorText id={`${idOf('email')}-error`} message={errors.email} />
        </div>
      </div>
      <div>
        <Label htmlFor="contact-subject">{t('contact.subject')}</Label>
        <input {...input('subject')} type="text" />
        <ErrorText id={`${idOf('subject')}-error`} message={errors.subject} />
      </div>
      <div>
        <Label htmlFor="contact-message">{t('contact.message')}</Label>
        <textarea {...input('message')} rows={6} />
        <ErrorText id={`${idOf('message')}-error`} message={errors.message} />
      </div>
      <HoneypotField />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <button
          type="submit"
          disabled={sending}
          className={`${primaryButtonClass} w-full sm:w-auto`}
        >
          {sending ? (
            t('sending')
          ) : (
            <>
              <SendIcon size={18} className="mr-2" />
              {t('contact.send')}
            </>
          )}
        </button>
        <PrivacyNoticeLine />
      </div>
    </form>
  );
}
