import {
  fieldOf,
  inboxMessages,
  inboxNeedsReason,
  inboxTextMaxLength,
  isBlank,
  requiredText,
  sponsorshipAmountRule,
  type ContactReplyRequest,
  type FormRules,
  type InboxNoteRequest,
} from '@caawg11/conference';

/** The api's rule for an internal note. */
export const inboxNoteRules: FormRules<InboxNoteRequest> = {
  body: requiredText(inboxMessages.noteRequired, inboxTextMaxLength),
};

/** The api's rule for a reply to a contact message. */
export const contactReplyRules: FormRules<ContactReplyRequest> = {
  body: requiredText(inboxMessages.replyRequired, inboxTextMaxLength),
};

/** A status change as its form holds it: the reason is empty until one is written. */
export interface StatusChangeValues {
  status: string;
  reason: string;
}

const reasonText = requiredText(inboxMessages.reasonRequired, inboxTextMaxLength);

/**
 * A status must be chosen; the reason is judged as the api judges it, when the decision needs
 * one or when one is written (an empty one is not sent).
 */
export const statusChangeRules: FormRules<StatusChangeValues> = {
  status: (value) => (isBlank(value) ? inboxMessages.statusRequired : null),
  reason: (value, body = {}) => {
    const status = fieldOf(body, 'status');
    const needed = typeof status === 'string' && inboxNeedsReason(status);
    return needed || !isBlank(value) ? reasonText(value) : null;
  },
};

/** The agreed amount as typed: empty, or US dollars with at most two decimals. */
export const sponsorshipAmountRules: FormRules<{ amount: string }> = {
  amount: sponsorshipAmountRule,
};
