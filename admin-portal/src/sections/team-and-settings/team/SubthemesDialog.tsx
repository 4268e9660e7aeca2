import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { SubthemeTitle, TeamMember } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { SubthemeChoices } from './SubthemeChoices';
import { setMemberSubthemes } from './team-api';

interface Props {
  member: TeamMember;
  onClose: () => void;
  onSaved: () => void;
}

/** Which subthemes' abstracts a reviewer sees. */
export function SubthemesDialog({ member, onClose, onSaved }: Props) {
  const { control, handleSubmit } = useForm<{ subthemes: SubthemeTitle[] }>({
    defaultValues: { subthemes: member.subthemes },
  });
  const save = useMutation({
    mutationFn: (subthemes: SubthemeTitle[]) => setMemberSubthemes(member.id, subthemes),
    onSuccess: onSaved,
  });
  const submit = handleSubmit(({ subthemes }) => save.mutate(subthemes));
  const refusal =
    save.error instanceof ApiRequestError
      ? (save.error.fieldErrors?.subthemes ?? save.error.serverMessage)
      : undefined;

  return (
    <Dialog
      title={`Subthemes of ${member.email}`}
      onClose={onClose}
      wide
      actions={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="member-subthemes"
            className={buttonClass.primary}
            disabled={save.isPending}
          >
            Save subthemes
          </button>
        </>
      }
    >
      <form id="member-subthemes" noValidate onSubmit={(event) => void submit(event)}>
        <p className="mb-3 text-sm text-gray-600">
          The reviewer sees the abstracts of these subthemes and no others.
        </p>
        <Controller
          control={control}
          name="subthemes"
          render={({ field }) => (
            <SubthemeChoices
              value={field.value}
              onChange={field.onChange}
              error={
                save.isError
                  ? (refusal ?? 'Failed to save the subthemes. Please try again.')
                  : undefined
              }
            />
          )}
        />
      </form>
    </Dialog>
  );
}
