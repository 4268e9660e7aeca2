import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  programmeDayLabel,
  programmeDays,
  programmeSessionRules,
  sessionKindLabels,
  sessionKinds,
  subthemeTitles,
  type DraftSession,
  type ProgrammeSessionInput,
  type SessionKind,
  type SubthemeTitle,
} from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { fieldMessagesOf, showFieldMessages } from '../../../components/field-messages';
import { rulesResolver } from '../../../components/rules-resolver';
import { createSession, updateSession } from './programme-api';

interface Values {
  title: string;
  subtheme: SubthemeTitle | '';
  day: string;
  start: string;
  end: string;
  room: string;
  chair: string;
  kind: SessionKind | '';
}

const fields = ['title', 'subtheme', 'day', 'start', 'end', 'room', 'chair', 'kind'] as const;

const emptySession: Values = {
  title: '',
  subtheme: '',
  day: programmeDays[0]!,
  start: '',
  end: '',
  room: '',
  chair: '',
  kind: 'oral',
};

function valuesOf(session: DraftSession): Values {
  return {
    title: session.title,
    subtheme: session.subtheme,
    day: session.day,
    start: session.start,
    end: session.end,
    room: session.room,
    chair: session.chair ?? '',
    kind: session.kind,
  };
}

interface SessionFormProps {
  /** The session to change; without one the form adds a new session. */
  session?: DraftSession;
  onSaved: () => void;
}

/** Adds a session to the draft or changes one; the api checks the same rules and decides. */
export function SessionForm({ session, onSaved }: SessionFormProps) {
  const idPrefix = session ? `session-${session.id}` : 'session';
  const heading = session ? `Edit "${session.title}"` : 'Add a session';
  const submitLabel = session ? 'Save session' : 'Add session';
  const busyLabel = session ? 'Saving…' : 'Adding…';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver<Values>(programmeSessionRules),
    defaultValues: session ? valuesOf(session) : emptySession,
  });

  const add = useMutation({
    mutationFn: (input: ProgrammeSessionInput) =>
      session ? updateSession(session.id, input) : createSession(input),
    onSuccess: () => {
      if (!session) reset({ ...emptySession, day: getValues('day'), kind: getValues('kind') });
      onSaved();
    },
    onError: (error) => {
      showFieldMessages(error, setError, (field) =>
        (fields as readonly string[]).includes(field)
          ? (field as (typeof fields)[number])
          : undefined,
      );
    },
  });

  const submit = handleSubmit((values) => {
    const input: ProgrammeSessionInput = {
      title: values.title.trim(),
      subtheme: values.subtheme as SubthemeTitle,
      day: values.day,
      start: values.start,
      end: values.end,
      room: values.room.trim(),
      chair: values.chair.trim() || null,
      kind: values.kind as SessionKind,
    };
    add.mutate(input);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${idPrefix}-form-heading`}
      className={
        session ? 'space-y-4' : 'space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200'
      }
    >
      <h2
        id={`${idPrefix}-form-heading`}
        className={session ? 'sr-only' : 'text-lg font-semibold text-gray-900'}
      >
        {heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-title`} label="Title" error={errors.title?.message}>
          {(control) => <input {...control} {...register('title')} className={inputClass} />}
        </FormField>
        <FormField id={`${idPrefix}-subtheme`} label="Subtheme" error={errors.subtheme?.message}>
          {(control) => (
            <select {...control} {...register('subtheme')} className={inputClass}>
              <option value="">Choose a subtheme</option>
              {subthemeTitles.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-day`} label="Day" error={errors.day?.message}>
          {(control) => (
            <select {...control} {...register('day')} className={inputClass}>
              {programmeDays.map((day) => (
                <option key={day} value={day}>
                  {programmeDayLabel(day)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-kind`} label="Kind" error={errors.kind?.message}>
          {(control) => (
            <select {...control} {...register('kind')} className={inputClass}>
              {sessionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {sessionKindLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${idPrefix}-start`} label="Start (HH:MM)" error={errors.start?.message}>
          {(control) => (
            <input {...control} {...register('start')} type="time" className={inputClass} />
          )}
        </FormField>
        <FormField id={`${idPrefix}-end`} label="End (HH:MM)" error={errors.end?.message}>
          {(control) => (
            <input {...control} {...register('end')} type="time" className={inputClass} />
          )}
        </FormField>
        <FormField id={`${idPrefix}-room`} label="Room" error={errors.room?.message}>
          {(control) => <input {...control} {...register('room')} className={inputClass} />}
        </FormField>
        <FormField id={`${idPrefix}-chair`} label="Chair (optional)" error={errors.chair?.message}>
          {(control) => <input {...control} {...register('chair')} className={inputClass} />}
        </FormField>
      </div>
      {add.error && !fieldMessagesOf(add.error) && (
        <p role="alert" className="text-sm text-red-700">
          {add.error.message}
        </p>
      )}
      <button type="submit" className={buttonClass.primary} disabled={add.isPending}>
        {add.isPending ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
