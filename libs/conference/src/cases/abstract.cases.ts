import type { AbstractRequest } from '../public-forms.js';
import { maxLengths } from '../limits.js';
import { messages } from '../messages.js';
import { solvedRobotCheck, tooLong, type FormCases } from './form-cases.js';

export const abstractCases: FormCases<AbstractRequest> = {
  valid: {
    fullName: 'Grace Mukasa',
    affiliation: 'Uganda Geological Survey',
    email: 'grace.cases@example.org',
    phone: '',
    abstractTitle: 'Rift basin sediments of the Albertine Graben',
    subtheme: 'Geo-education & Capacity Building',
    language: 'English',
    presentationType: 'Poster Presentation',
    comments: '',
    recaptchaToken: solvedRobotCheck,
  },
  invalid: [
    { patch: { fullName: '' }, field: 'fullName', message: messages.abstract.fullName },
    {
      patch: { fullName: tooLong(maxLengths.name) },
      field: 'fullName',
      message: messages.tooLong(maxLengths.name),
    },
    { patch: { affiliation: ' ' }, field: 'affiliation', message: messages.abstract.affiliation },
    { patch: { email: '' }, field: 'email', message: messages.abstract.email },
    { patch: { email: 'grace@@example.org' }, field: 'email', message: messages.invalidEmail },
    {
      patch: { email: 'grace@example.org;other@example.org' },
      field: 'email',
      message: messages.invalidEmail,
    },
    {
      patch: { abstractTitle: '' },
      field: 'abstractTitle',
      message: messages.abstract.abstractTitle,
    },
    {
      patch: { abstractTitle: tooLong(maxLengths.title) },
      field: 'abstractTitle',
      message: messages.tooLong(maxLengths.title),
    },
    { patch: { subtheme: '' }, field: 'subtheme', message: messages.abstract.subtheme },
    { patch: { subtheme: 'Astrology' }, field: 'subtheme', message: messages.invalidChoice },
    { patch: { language: 'Klingon' }, field: 'language', message: messages.invalidChoice },
    {
      patch: { presentationType: 'Dance' },
      field: 'presentationType',
      message: messages.invalidChoice,
    },
    {
      patch: { comments: tooLong(maxLengths.message) },
      field: 'comments',
      message: messages.tooLong(maxLengths.message),
    },
    { patch: { recaptchaToken: '' }, field: 'recaptchaToken', message: messages.captchaRequired },
  ],
};
