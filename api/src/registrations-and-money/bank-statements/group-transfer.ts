/** A registration of a group invoice and what it still owes, in cents. */
export interface GroupMemberDue {
  registrationId: string;
  reference: string;
  dueCents: number;
}

/** The part of a group's transfer booked on one of its registrations. */
export interface GroupShare {
  registrationId: string;
  reference: string;
  amountCents: number;
  /** What the registration still owes once its share is counted. */
  dueAfterCents: number;
}

/** How one transfer quoting a group reference is shared among the group's registrations. */
export interface GroupAllocation {
  groupInvoiceId: string;
  groupReference: string;
  shares: GroupShare[];
  /** Registrations still owing after the transfer, by reference, in the group's order. */
  stillOwing: string[];
  /** Paid beyond what the whole group owed: left on the statement line, not booked. */
  remainderCents: number;
  dueBeforeCents: number;
}

/**
 * Shares a transfer among a group's registrations in the order given (oldest registration
 * first), each up to what it owes; a short payment leaves the last ones owing and an
 * overpayment leaves a remainder that nobody is credited with.
 */
export function allocateGroupTransfer(
  group: { id: string; reference: string },
  amountCents: number,
  members: readonly GroupMemberDue[],
): GroupAllocation {
  let left = amountCents;
  const shares: GroupShare[] = [];
  const stillOwing: string[] = [];
  let dueBeforeCents = 0;
  for (const member of members) {
    const due = Math.max(member.dueCents, 0);
    dueBeforeCents += due;
    const share = Math.min(due, left);
    left -= share;
    if (share > 0) {
      shares.push({
        registrationId: member.registrationId,
        reference: member.reference,
        amountCents: share,
        dueAfterCents: due - share,
      });
    }
    if (due - share > 0) stillOwing.push(member.reference);
  }
  return {
    groupInvoiceId: group.id,
    groupReference: group.reference,
    shares,
    stillOwing,
    remainderCents: left,
    dueBeforeCents,
  };
}
