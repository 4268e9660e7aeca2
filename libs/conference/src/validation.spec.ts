import type { AbstractRequest, BookingRequest, MembershipRequest } from './public-forms.js';
import { registrationCases } from './cases/registration.cases.js';
import { messages } from './messages.js';
import { isEmail, normaliseEmail, requiredEmail } from './rules.js';
import {
  checkAbstractFile,
  validateAbstract,
  validateBooking,
  validateMembership,
  validateRegistration,
  validateSponsorship,
} from './validation.js';

const registration = registrationCases.valid;

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last@uni.ac.ug'])('accepts %s', (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it.each(['a@b', 'a b@c.d', '@b.co', 'a@.co', 'plain'])('refuses %s', (value) =>
    expect(isEmail(value)).toBe(false),
  );
  it.each(["o'brien+conf@uni.ac.ug", 'amina@université.ug'])(
    'accepts the plain address %s',
    (value) => expect(isEmail(value)).toBe(true),
  );
});

/** Spellings that mail libraries deliver to another inbox than the one they seem to name. */
const hostileAddresses = [
  'a<victim@example.org>',
  'Amina <victim@example.org>',
  '<victim@example.org>',
  'victim@example.org, other@example.org',
  'victim@example.org,other@example.org',
  'victim@example.org;other@example.org',
  '"victim@example.org"@attacker.example',
  '"a b"@example.org',
  'victim@example.org (Amina)',
  'victim@[127.0.0.1].org',
  'group:victim@example.org;',
  'victim@exam\\ple.org',
  'victim@example.org\r\nBcc:other@example.org',
  'vic\ttim@example.org',
  'vic\u0000tim@example.org',
];

describe('the address rule', () => {
  const rule = requiredEmail(messages.required);

  it.each(hostileAddresses)('refuses %j with the invalid-email message', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(rule(value)).toBe(messages.invalidEmail);
  });

  it('judges the address with its surrounding spaces trimmed', () => {
    expect(rule('  amina@example.org ')).toBeNull();
  });

  it('normalises an address to one spelling: trimmed and lower-cased', () => {
    expect(normaliseEmail('  Amina.Nabirye@Example.ORG\n')).toBe('amina.nabirye@example.org');
  });
});

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(registration)).toEqual({});
  });

  it('requires every required field, with its message', () => {
    const errors = validateRegistration({
      ...registration,
      title: '',
      firstName: ' ',
      otherNames: '',
      email: '',
      paymentConfirmation: false,
      recaptchaToken: '',
    });
    expect(errors).toMatchObject({
      title: messages.required,
      firstName: messages.required,
      otherNames: messages.required,
      email: messages.required,
      paymentConfirmation: messages.required,
      recaptchaToken: messages.captchaRequired,
    });
  });

  it('asks for the title when Other is chosen', () => {
    expect(validateRegistration({ ...registration, title: 'Other' }).otherTitle).toBe(
      messages.specifyTitle,
    );
  });

  it('refuses a malformed e-mail', () => {
    expect(validateRegistration({ ...registration, email: 'a@b' }).email).toBe(
      messages.invalidEmail,
    );
  });

  it('requires a student ID for the student category, of an accepted type and size', () => {
    const student = { ...registration, participantCategory: 'student' as const };
    expect(validateRegistration(student).studentIdFile).toBe(messages.studentIdRequired);
    expect(
      validateRegistration(student, { studentIdFile: { name: 'id.exe', size: 10 } }).studentIdFile,
    ).toBe(messages.studentIdFileType);
    expect(
      validateRegistration(student, { studentIdFile: { name: 'id.pdf', size: 5_242_881 } })
        .studentIdFile,
    ).toBe(messages.studentIdFileSize);
    expect(
      validateRegistration(student, { studentIdFile: { name: 'ID.JPG', size: 5_242_880 } }),
    ).toEqual({});
  });

  it('asks presenters for oral or poster', () => {
    expect(
      validateRegistration({ ...registration, participationType: 'presenter' }).presentationType,
    ).toBe(messages.required);
  });
});

describe('validateMembership', () => {
  const application: MembershipRequest = {
    title: 'Prof.',
    name: 'Grace',
    organisation: 'Geological Survey',
    profession: 'Geologist',
    qualification: 'PhD',
    address: '',
    phone: '',
    mobile: '',
    fax: '',
    email: 'grace@example.org',
    webpage: '',
  };

  it('accepts the required fields alone', () =>
    expect(validateMembership(application)).toEqual({}));

  it('gives "This field is required" for each missing required field', () => {
    expect(validateMembership({ ...application, title: '', profession: '', email: '' })).toEqual({
      title: messages.required,
      profession: messages.required,
      email: messages.required,
    });
  });
});

describe('abstract rules', () => {
  const abstract: AbstractRequest = {
    fullName: 'Ruth',
    affiliation: 'UNZA',
    email: 'ruth@example.org',
    phone: '',
    abstractTitle: 'Lithium in pegmatites',
    subtheme: 'Critical Minerals and the Green Economy',
    language: 'English',
    presentationType: 'Oral Presentation',
    comments: '',
    recaptchaToken: 'solved',
  };

  it('accepts a Word file up to 5 MB only', () => {
    expect(checkAbstractFile({ name: 'Ruth.docx', size: 5_242_880 })).toBeNull();
    expect(checkAbstractFile({ name: 'Ruth.pdf', size: 10 })).toBe(messages.abstract.fileType);
    expect(checkAbstractFile({ name: 'Ruth.doc', size: 5_242_881 })).toBe(
      messages.abstract.fileSize,
    );
  });

  it('gives each field its own message', () => {
    expect(validateAbstract({ ...abstract, fullName: '', subtheme: '', email: '' }, null)).toEqual({
      fullName: messages.abstract.fullName,
      subtheme: messages.abstract.subtheme,
      email: messages.abstract.email,
      abstractFile: messages.abstract.file,
    });
  });
});

describe('validateBooking', () => {
  const booking: BookingRequest = {
    fullName: 'Ama',
    email: 'ama@example.org',
    phone: '+233 20 000 0000',
    nationality: 'Ghanaian',
    accommodationType: '3-Bedroom Apartment',
    sharingPreference: 'No preference',
    checkInDate: '2025-09-30',
    checkOutDate: '2025-10-05',
    specialRequests: '',
    recaptchaToken: 'solved',
  };

  it('accepts a valid booking', () => expect(validateBooking(booking)).toEqual({}));

  it('wants the check-out strictly after the check-in', () => {
    expect(validateBooking({ ...booking, checkOutDate: '2025-09-30' }).checkOutDate).toBe(
      messages.booking.checkOutAfterCheckIn,
    );
  });

  it('uses the booking form’s own e-mail and robot-check messages', () => {
    const errors = validateBooking({ ...booking, email: 'nope', recaptchaToken: '' });
    expect(errors.email).toBe(messages.booking.invalidEmail);
    expect(errors.recaptchaToken).toBe(messages.booking.captcha);
  });
});

describe('validateSponsorship', () => {
  it('names the three required fields in one alert', () => {
    const inquiry = {
      name: 'A',
      email: '',
      company: 'B',
      phone: '',
      packageInterest: '',
      message: '',
    };
    expect(validateSponsorship(inquiry)).toBe(messages.sponsorshipRequired);
    expect(validateSponsorship({ ...inquiry, email: 'a@b.co' })).toBeNull();
  });
});
