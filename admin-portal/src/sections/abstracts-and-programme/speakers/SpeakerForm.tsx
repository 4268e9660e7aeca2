import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  invitedSpeakerLimits,
  invitedSpeakerRules,
  type AdminInvitedSpeaker,
  type InvitedSpeakerInput,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { buttonClass } from '../../../components/buttons';
import { FormField } from '../../../components/FormField';
import { inputClass } from '../../../components/forms';
import { fieldMessagesOf, showFieldMessages } from '../../../components/field-messages';
import { rulesResolver } from '../../../components/rules-resolver';
import { addInvitedSpeaker, updateInvitedSpeaker } from './speakers-api';

interface Values {
  name: string;
  affiliation: string;
  email: string;
  topic: string;
  biography: string;
}

const fields = ['name', 'affiliation', 'email', 'topic', 'biography'] as const;

const emptySpeaker: Values = { name: '', affiliation: '', email: '', topic: '', biography: '' };

function valuesOf(speaker: AdminInvitedSpeaker): Values {
  return {
    name: speaker.name,
    affiliation: speaker.affiliation,
    email: speaker.email ?? '',
    topic: speaker.topic ?? '',
    biography: speaker.biography ?? '',
  };
}

function inputOf(values: Values): InvitedSpeakerInput {
  return {
    name: values.name.trim(),
    affiliation: values.affiliation.trim(),
    email: values.email.trim() || null,
    topic: values.topic.trim() || null,
    biography: values.biography.trim() || null,
  };
}

interface SpeakerFormProps {
  /** The speaker to change; without one the form adds a speaker after the others. */
  speaker?: AdminInvitedSpeaker;
  /** The api's message, and the new speaker's id when one was added. */
  onSaved: (message: string, addedId?: string) => void;
  onCancel?: () => void;
}

/** Adds an invited speaker or changes one; the api checks the same rules and decides. */
export function SpeakerForm({ speaker, onSaved, onCancel }: SpeakerFormProps) {
  const idPrefix = speaker ? `speaker-${speaker.id}` : 'new-speaker';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: rulesResolver<Values, InvitedSpeakerInput>(invitedSpeakerRules, inputOf),
    defaultValues: speaker ? valuesOf(speaker) : emptySpeaker,
  });

  const save = useMutation({
    mutationFn: async (input: InvitedSpeakerInput) => {
      if (speaker) return { message: (await updateInvitedSpeaker(speaker.id, input)).message };
      const answer = await addInvitedSpeaker(input);
      return { message: answer.message, addedId: answer.data.id };
    },
    onSuccess: ({ message, addedId }) => {
      if (!speaker) reset(emptySpeaker);
      onSaved(message, addedId);
    },
    onError: (error) => {
      showFieldMessages(error, setError, (field) =>
        (fields as readonly string[]).includes(field)
          ? (field as (typeof fields)[number])
          : undefined,
      );
    },
  });

  const submit = handleSubmit((values) => save.mutate(inputOf(values)));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={speaker ? `Edit ${speaker.name}` : 'Add speaker'}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-name`} label="Name" error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              maxLength={invitedSpeakerLimits.name}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-affiliation`}
          label="Affiliation"
          error={errors.affiliation?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('affiliation')}
              maxLength={invitedSpeakerLimits.affiliation}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-email`}
          label="E-mail (optional, never shown on the site)"
          error={errors.email?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-topic`}
          label="Talk title (optional)"
          error={errors.topic?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('topic')}
              maxLength={invitedSpeakerLimits.topic}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id={`${idPrefix}-biography`}
            label="Biography (optional)"
            error={errors.biography?.message}
          >
            {(control) => (
              <textarea
                {...control}
                {...register('biography')}
                rows={5}
                maxLength={invitedSpeakerLimits.biography}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
      </div>
      {save.error && !fieldMessagesOf(save.error) && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(save.error, 'Failed to save the speaker. Please try again.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {speaker
            ? save.isPending
              ? 'Saving…'
              : 'Save speaker'
            : save.isPending
              ? 'Adding…'
              : 'Add speaker'}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
