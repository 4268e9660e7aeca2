import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SubthemeTitle, TeamMember } from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../components/buttons';
import { Dialog } from '../../components/Dialog';
import { SubthemeChoices } from './SubthemeChoices';
import { setMemberSubthemes } from './team-api';

interface Props {
  member: TeamMember;
  onClose: () => void;
  onSaved: () => void;
}

/** Which subthemes' abstracts a reviewer sees. */
export function SubthemesDialog({ member, onClose, onSaved }: Props) {
  const [subthemes, setSubthemes] = useState<SubthemeTitle[]>(member.subthemes);
  const save = useMutation({
    mutationFn: () => setMemberSubthemes(member.id, subthemes),
    onSuccess: onSaved,
  });
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
            type="button"
            className={buttonClass.primary}
            disabled={save.isPending}
            onClick={() => save.mutate()}
          >
            Save subthemes
          </button>
        </>
      }
    >
      <p className="mb-3 text-sm text-gray-600">
        The reviewer sees the abstracts of these subthemes and no others.
      </p>
      <SubthemeChoices
        value={subthemes}
        onChange={setSubthemes}
        error={
          save.isError ? (refusal ?? 'Failed to save the subthemes. Please try again.') : undefined
        }
      />
    </Dialog>
  );
}
