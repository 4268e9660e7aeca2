import {
  checkFields,
  groupInvoiceReference,
  groupInvoiceRules,
  myGroupInvoiceRules,
  singleInvoiceReference,
} from './index.js';

describe('group invoices', () => {
  it('numbers group invoices GRP-0007 and single invoices CAAWG11-INV-0003', () => {
    expect(groupInvoiceReference(7)).toBe('GRP-0007');
    expect(groupInvoiceReference(12345)).toBe('GRP-12345');
    expect(singleInvoiceReference(3)).toBe('CAAWG11-INV-0003');
  });

  it('asks for the institution, its address and at least one registration', () => {
    expect(
      checkFields(groupInvoiceRules, {
        institutionName: ' ',
        postalAddress: '',
        taxId: '',
        purchaseOrder: '',
        registrationIds: [],
      }),
    ).toEqual({
      institutionName: 'Enter the name of the institution the invoice is addressed to',
      postalAddress: "Enter the institution's postal address",
      registrationIds: 'Choose at least one registration for the invoice',
    });
    expect(
      checkFields(groupInvoiceRules, {
        institutionName: 'Makerere University',
        postalAddress: 'Kampala',
        taxId: '',
        purchaseOrder: '',
        registrationIds: ['1', 'x'],
      }),
    ).toEqual({ registrationIds: 'One of the chosen registrations does not exist' });
  });

  it("wants each colleague's registration ID and a well-formed e-mail address", () => {
    const base = {
      institutionName: 'University of Nairobi',
      postalAddress: 'Nairobi',
      taxId: '',
      purchaseOrder: '',
    };
    const message = 'Add at least one colleague by registration ID and e-mail address';
    expect(checkFields(myGroupInvoiceRules, { ...base, colleagues: [] })).toEqual({
      colleagues: message,
    });
    expect(
      checkFields(myGroupInvoiceRules, {
        ...base,
        colleagues: [{ reference: 'CAAWG11-0042', email: 'not an address' }],
      }),
    ).toEqual({ colleagues: message });
    expect(
      checkFields(myGroupInvoiceRules, {
        ...base,
        colleagues: [{ reference: 'CAAWG11-0042', email: 'grace@uonbi.ac.ke' }],
      }),
    ).toEqual({});
  });
});
