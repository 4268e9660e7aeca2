import { Dialog } from '@caawg11/conference/dialog';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fullScreenDialogClass } from '../components/dialogStyles';
import { CloseIcon } from '../components/icons';
import { MembershipForm } from './MembershipForm';

/**
 * The membership application in a modal dialog: focus stays inside while it is open and
 * goes back to the button that opened it; Escape, Cancel and the close icon close it.
 */
export function MembershipFormModal({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('forms');

  return (
    <Dialog
      aria-labelledby="membership-dialog-title"
      aria-describedby="membership-dialog-intro"
      onClose={onClose}
      initialFocus={closeRef}
      className={`${fullScreenDialogClass} flex items-start justify-center overflow-y-auto bg-gray-900/60 p-3 sm:items-center sm:p-6`}
    >
      <div className="relative my-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-2xl sm:p-8">
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('membership.close')}
          className="absolute top-3 right-3 rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <CloseIcon size={20} />
        </button>
        <h2 id="membership-dialog-title" className="pr-10 text-2xl font-extrabold text-brand-900">
          {t('membership.dialogTitle')}
        </h2>
        <p id="membership-dialog-intro" className="mt-2 mb-6 text-sm text-gray-700">
          {t('membership.dialogIntro')}
        </p>
        <MembershipForm onCancel={onClose} onDone={onClose} />
      </div>
    </Dialog>
  );
}
