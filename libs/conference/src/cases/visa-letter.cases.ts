import {
  visaLetterLimits,
  visaLetterMessages as m,
  type VisaLetterRequestInput,
} from '../visa-letters.js';
import { messages } from '../messages.js';
import { tooLong, type FormCases } from './form-cases.js';

export const visaLetterRequestCases: FormCases<VisaLetterRequestInput> = {
  valid: {
    fullName: 'Aïssatou Diallo Ndiaye',
    passportNumber: 'a 1234567',
    nationality: 'Senegalese',
    dateOfBirth: '1988-03-14',
    passportExpiry: '2030-06-30',
    embassy: 'Embassy of Uganda, Dakar',
  },
  invalid: [
    { patch: { fullName: ' ' }, field: 'fullName', message: m.fullNameRequired },
    {
      patch: { fullName: tooLong(visaLetterLimits.fullName) },
      field: 'fullName',
      message: messages.tooLong(visaLetterLimits.fullName),
    },
    { patch: { passportNumber: '' }, field: 'passportNumber', message: m.passportNumberRequired },
    {
      patch: { passportNumber: 'AB12' },
      field: 'passportNumber',
      message: m.passportNumberPattern,
    },
    {
      patch: { passportNumber: 'AB12<>34567' },
      field: 'passportNumber',
      message: m.passportNumberPattern,
    },
    { patch: { nationality: undefined }, field: 'nationality', message: m.nationalityRequired },
    { patch: { dateOfBirth: '' }, field: 'dateOfBirth', message: m.dateOfBirthRequired },
    { patch: { dateOfBirth: '1988-02-30' }, field: 'dateOfBirth', message: m.dateOfBirthInvalid },
    { patch: { dateOfBirth: '1850-01-01' }, field: 'dateOfBirth', message: m.dateOfBirthInvalid },
    { patch: { dateOfBirth: '2020-01-01' }, field: 'dateOfBirth', message: m.dateOfBirthInvalid },
    { patch: { passportExpiry: '' }, field: 'passportExpiry', message: m.passportExpiryRequired },
    {
      patch: { passportExpiry: 'next year' },
      field: 'passportExpiry',
      message: m.passportExpiryInvalid,
    },
    {
      patch: { passportExpiry: '2025-10-05' },
      field: 'passportExpiry',
      message: m.passportExpiresTooSoon,
    },
    { patch: { embassy: '' }, field: 'embassy', message: m.embassyRequired },
    {
      patch: { embassy: tooLong(visaLetterLimits.embassy) },
      field: 'embassy',
      message: messages.tooLong(visaLetterLimits.embassy),
    },
  ],
};
