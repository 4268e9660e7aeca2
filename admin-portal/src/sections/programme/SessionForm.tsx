import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  programmeDayLabel,
  programmeDays,
  programmeMessages,
  programmeTimePattern,
  sessionKindLabels,
  sessionKinds,
  subthemeTitles,
  type ProgrammeSessionInput,
  type SessionKind,
  type SubthemeTitle,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../components/buttons';
import { FormField } from '../../components/FormField';
import { inputClass } from '../../components/forms';
import { createSession } from './programme-api';

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

/** Adds a session to the draft; the api checks the same rules and has the last word. */
export function SessionForm({ onAdded }: { onAdded: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<Values>({ defaultValues: emptySession });

  const add = useMutation({
    mutationFn: createSession,
    onSuccess: () => {
      reset({ ...emptySession, day: getValues('day'), kind: getValues('kind') });
      onAdded();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((fields as readonly string[]).includes(field)) {
            setError(field as (typeof fields)[number], { message });
          }
        }
      }
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

  const time = {
    required: programmeMessages.timeFormat,
    pattern: { value: programmeTimePattern, message: programmeMessages.timeFormat },
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="session-form-heading"
      className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="session-form-heading" className="text-lg font-semibold text-gray-900">
        Add a session
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="session-title" label="Title" error={errors.title?.message}>
          {(control) => (
            <input
              {...control}
              {...register('title', {
                validate: (value) => value.trim() !== '' || programmeMessages.titleRequired,
              })}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="session-subtheme" label="Subtheme" error={errors.subtheme?.message}>
          {(control) => (
            <select
              {...control}
              {...register('subtheme', { required: programmeMessages.subthemeRequired })}
              className={inputClass}
            >
              <option value="">Choose a subtheme</option>
              {subthemeTitles.map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="session-day" label="Day" error={errors.day?.message}>
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
        <FormField id="session-kind" label="Kind" error={errors.kind?.message}>
          {(control) => (
            <select
              {...control}
              {...register('kind', { required: programmeMessages.kindRequired })}
              className={inputClass}
            >
              {sessionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {sessionKindLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="session-start" label="Start (HH:MM)" error={errors.start?.message}>
          {(control) => (
            <input {...control} {...register('start', time)} type="time" className={inputClass} />
          )}
        </FormField>
        <FormField id="session-end" label="End (HH:MM)" error={errors.end?.message}>
          {(control) => (
            <input
              {...control}
              {...register('end', {
                ...time,
                validate: (value, values) =>
                  !values.start || value > values.start || programmeMessages.endAfterStart,
              })}
              type="time"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="session-room" label="Room" error={errors.room?.message}>
          {(control) => (
            <input
              {...control}
              {...register('room', {
                validate: (value) => value.trim() !== '' || programmeMessages.roomRequired,
              })}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="session-chair" label="Chair (optional)" error={errors.chair?.message}>
          {(control) => <input {...control} {...register('chair')} className={inputClass} />}
        </FormField>
      </div>
      {add.error && !(add.error instanceof ApiRequestError && add.error.fieldErrors) && (
        <p role="alert" className="text-sm text-red-700">
          {add.error.message}
        </p>
      )}
      <button type="submit" className={buttonClass.primary} disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add session'}
      </button>
    </form>
  );
}
