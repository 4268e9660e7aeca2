import { findGroupInvoiceNumbers, findRegistrationNumbers } from './find-reference.js';

describe('findRegistrationNumbers', () => {
  it.each([
    ['CAAWG11-0042', [42]],
    ['Registration fee CAAWG11-0042 Jane Doe', [42]],
    ['caawg11-0042', [42]],
    ['CAAWG 11 - 00 42', [42]],
    ['CAAWG11.0042', [42]],
    ['CAAWG110042', [42]],
    ['CAAWG11-OO42', [42]],
    ['CAAWGII-0042', [42]],
    ['CAAWGll-0O4Z', []],
    ['CAAWG1l-1O7', []],
    ['PAYMENT CAAWG1\n1-0042 REF', [42]],
    ['CAAWG11-\n0042', [42]],
    ['CAAWG11-0042 2025-08-01', [42]],
    ['CAAWG11-12345', [12345]],
    ['CAAWG11-0042/CAAWG11-0043', [42, 43]],
    ['school fees for term 2', []],
    ['CAAWG11 conference', []],
    ['CAAWG11-0000', []],
  ])('%j quotes %j', (description, numbers) => {
    expect(findRegistrationNumbers(description)).toEqual(numbers);
  });

  it('offers both readings when a bank split the number, the shorter first', () => {
    expect(findRegistrationNumbers('CAAWG11-1234 5')).toEqual([1234, 12345]);
  });
});

describe('findGroupInvoiceNumbers', () => {
  it.each([
    ['GRP-0007', [7]],
    ['grp0007', [7]],
    ['GRP 0007 Makerere University 3 delegates', [7]],
    ['G R P - 00 07', [7]],
    ['GRP-OO07', [7]],
    ['GRP.0007/GRP-0012', [7, 12]],
    ['GRP-7', []],
    ['CAAWG11-0007', []],
    ['GRP-0000', []],
  ])('%j quotes %j', (description, numbers) => {
    expect(findGroupInvoiceNumbers(description)).toEqual(numbers);
  });

  it('is not fooled by a registration reference, nor the other way round', () => {
    expect(findRegistrationNumbers('GRP-0007')).toEqual([]);
    expect(findGroupInvoiceNumbers('CAAWG11-0042 GRP-0003')).toEqual([3]);
  });
});
