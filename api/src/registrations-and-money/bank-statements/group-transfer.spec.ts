import { allocateGroupTransfer, type GroupMemberDue } from './group-transfer.js';

const group = { id: '7', reference: 'GRP-0007' };
const members: GroupMemberDue[] = [
  { registrationId: '11', reference: 'CAAWG11-0011', dueCents: 15000 },
  { registrationId: '12', reference: 'CAAWG11-0012', dueCents: 18000 },
  { registrationId: '13', reference: 'CAAWG11-0013', dueCents: 15000 },
];

describe('allocateGroupTransfer', () => {
  it('pays every registration in full when the transfer covers the group', () => {
    const allocation = allocateGroupTransfer(group, 48000, members);
    expect(allocation.shares.map((share) => [share.reference, share.amountCents])).toEqual([
      ['CAAWG11-0011', 15000],
      ['CAAWG11-0012', 18000],
      ['CAAWG11-0013', 15000],
    ]);
    expect(allocation).toMatchObject({ stillOwing: [], remainderCents: 0, dueBeforeCents: 48000 });
  });

  it('pays the oldest first and leaves the rest due on the last ones', () => {
    const allocation = allocateGroupTransfer(group, 20000, members);
    expect(allocation.shares).toEqual([
      { registrationId: '11', reference: 'CAAWG11-0011', amountCents: 15000, dueAfterCents: 0 },
      { registrationId: '12', reference: 'CAAWG11-0012', amountCents: 5000, dueAfterCents: 13000 },
    ]);
    expect(allocation.stillOwing).toEqual(['CAAWG11-0012', 'CAAWG11-0013']);
    expect(allocation.remainderCents).toBe(0);
  });

  it('skips registrations paid already and keeps an overpayment as a remainder', () => {
    const allocation = allocateGroupTransfer(group, 40000, [
      { ...members[0]!, dueCents: 0 },
      members[1]!,
      members[2]!,
    ]);
    expect(allocation.shares.map((share) => share.reference)).toEqual([
      'CAAWG11-0012',
      'CAAWG11-0013',
    ]);
    expect(allocation.remainderCents).toBe(7000);
    expect(allocation.stillOwing).toEqual([]);
  });
});
