import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  announcementPlaceholders,
  checkAnnouncementDraft,
  languageNames,
  languages,
  type AnnouncementAudience,
  type AnnouncementDraft,
  type AnnouncementPreview,
  type AnnouncementTexts,
  type Language,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { MailFields } from '../../../components/MailFields';
import { AudienceFields } from './AudienceFields';
import {
  announcementsQueryKey,
  countAudience,
  previewAnnouncement,
  sendAnnouncement,
} from './announcements-api';

type TextFields = Record<Language, { subject: string; body: string }>;

const emptyTexts: TextFields = {
  en: { subject: '', body: '' },
  fr: { subject: '', body: '' },
  pt: { subject: '', body: '' },
};

/** English always; the other languages only when something was written in them. */
function draftTexts(fields: TextFields): AnnouncementTexts {
  const texts: AnnouncementTexts = { en: fields.en };
  for (const language of ['fr', 'pt'] as const) {
    const { subject, body } = fields[language];
    if (subject.trim() !== '' || body.trim() !== '') texts[language] = { subject, body };
  }
  return texts;
}

/** Counts who the audience reaches as the organiser narrows it, before anything is written. */
function AudienceSummary({
  audience,
  essential,
}: {
  audience: AnnouncementAudience;
  essential: boolean;
}) {
  const count = useQuery({
    queryKey: [...announcementsQueryKey, 'audience', audience, essential],
    queryFn: () => countAudience({ audience, essential }),
  });
  if (count.isPending) return <p className="text-sm text-gray-600">Counting recipients…</p>;
  if (count.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureText(count.error, 'Failed to count the recipients')}
      </p>
    );
  }
  const { data } = count;
  return (
    <section
      aria-label="Recipients"
      className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm [overflow-wrap:anywhere]"
    >
      <p className="font-semibold text-gray-900">
        {data.count === 1 ? '1 recipient' : `${data.count} recipients`}
        {data.unsubscribed > 0 && (
          <span className="font-normal text-gray-700">
            {' '}
            ({data.unsubscribed} unsubscribed, left out)
          </span>
        )}
      </p>
      {data.sample.length > 0 && (
        <ul className="mt-2 space-y-1 text-gray-700">
          {data.sample.map((person) => (
            <li key={person.email}>
              {person.name} &lt;{person.email}&gt; · {languageNames[person.language]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PreviewPanel({ previews }: { previews: AnnouncementPreview[] }) {
  return (
    <section aria-labelledby="announcement-preview-heading" className="space-y-4">
      <h2 id="announcement-preview-heading" className="text-base font-semibold text-gray-900">
        Preview
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        {previews.map((preview) => (
          <article
            key={preview.language}
            aria-label={`Preview in ${languageNames[preview.language]}`}
            className="min-w-0 space-y-2 rounded-md border border-gray-200 bg-gray-50 p-4 [overflow-wrap:anywhere]"
          >
            <h3 className="text-sm font-semibold text-gray-800">
              {languageNames[preview.language]}
              {preview.fallback && (
                <span className="font-normal text-gray-600">
                  {' '}
                  (no translation: English is sent)
                </span>
              )}
            </h3>
            <MailFields to={preview.to} subject={preview.subject} text={preview.text} />
          </article>
        ))}
      </div>
    </section>
  );
}

/** Writing an announcement: audience, texts per language, preview, and sending now or later. */
export function AnnouncementComposer() {
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<AnnouncementAudience>({ kind: 'registrations' });
  const [essential, setEssential] = useState(false);
  const [texts, setTexts] = useState<TextFields>(emptyTexts);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const draft = (): AnnouncementDraft => ({
    audience,
    essential,
    texts: draftTexts(texts),
    ...(when === 'later' && sendAt ? { sendAt: new Date(sendAt).toISOString() } : {}),
  });

  const checked = (): AnnouncementDraft | null => {
    const current = draft();
    const problems = checkAnnouncementDraft(current, new Date());
    if (when === 'later' && !sendAt) problems.sendAt = 'Please enter a valid time to send at';
    setErrors(problems);
    return Object.keys(problems).length === 0 ? current : null;
  };

  const preview = useMutation({ mutationFn: previewAnnouncement });
  const send = useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: (result) => {
      setSentMessage(result.message);
      setTexts(emptyTexts);
      preview.reset();
      void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
    },
  });

  const textField = (language: Language, field: 'subject' | 'body') => {
    const id = `announcement-${language}-${field}`;
    const error = errors[`texts.${language}.${field}`];
    const label = field === 'subject' ? 'Subject' : 'Message';
    const props = {
      id,
      className: inputClass,
      value: texts[language][field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: { target: { value: string } }) =>
        setTexts((current) => ({
          ...current,
          [language]: { ...current[language], [field]: event.target.value },
        })),
    };
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        {field === 'subject' ? <input {...props} /> : <textarea rows={6} {...props} />}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      aria-label="New announcement"
      className="space-y-6 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSentMessage(null);
        const current = checked();
        if (current) send.mutate(current);
      }}
    >
      <AudienceFields audience={audience} onChange={setAudience} />
      <label className="flex items-start gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="mt-1"
          checked={essential}
          onChange={(event) => setEssential(event.target.checked)}
        />
        <span>
          Essential: about each recipient’s own registration, payment, abstract or visa letter. It
          also goes to those who unsubscribed, and has no unsubscribe link.
        </span>
      </label>
      <AudienceSummary audience={audience} essential={essential} />

      <div className="space-y-4">
        <p className="text-sm text-gray-600">
          Placeholders:{' '}
          {Object.entries(announcementPlaceholders).map(([name, meaning], index) => (
            <span key={name}>
              {index > 0 && '; '}
              <code>{`{{${name}}}`}</code> {meaning.toLowerCase()}
            </span>
          ))}
          . French and Portuguese are optional: English goes where they are missing.
        </p>
        {languages.map((language) => (
          <fieldset key={language} className="space-y-2">
            <legend className="text-base font-semibold text-gray-900">
              {languageNames[language]}
              {language === 'en' ? ' (required)' : ' (optional)'}
            </legend>
            {textField(language, 'subject')}
            {textField(language, 'body')}
          </fieldset>
        ))}
      </div>

      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-gray-900">When</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="when"
            checked={when === 'now'}
            onChange={() => setWhen('now')}
          />
          Send now
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="when"
            checked={when === 'later'}
            onChange={() => setWhen('later')}
          />
          Send at a time
        </label>
        {when === 'later' && (
          <label className="block text-sm font-medium text-gray-700">
            Time to send at
            <input
              type="datetime-local"
              className={inputClass}
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
            />
          </label>
        )}
        {errors.sendAt && <p className="text-sm text-red-700">{errors.sendAt}</p>}
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={preview.isPending}
          onClick={() => {
            const current = checked();
            if (current) preview.mutate(current);
          }}
        >
          Preview
        </button>
        <button type="submit" className={buttonClass.primary} disabled={send.isPending}>
          {when === 'now' ? 'Send announcement' : 'Schedule announcement'}
        </button>
      </div>
      {preview.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(preview.error, 'Failed to preview the announcement')}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(send.error, 'Failed to send the announcement. Please try again.')}
        </p>
      )}
      {sentMessage && (
        <p role="status" className="text-sm text-green-800">
          {sentMessage}
        </p>
      )}
      {preview.data && <PreviewPanel previews={preview.data} />}
    </form>
  );
}
