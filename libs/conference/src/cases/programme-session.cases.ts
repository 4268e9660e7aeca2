import { messages } from '../messages.js';
import { programmeMessages, type ProgrammeSessionInput } from '../programme.js';
import { tooLong, type FormCases } from './form-cases.js';

/** The admin portal's session form (the programme's draft, adding or editing a session). */
export const programmeSessionCases: FormCases<ProgrammeSessionInput> = {
  valid: {
    title: 'Rift basins I',
    subtheme: 'Geo-education & Capacity Building',
    day: '2025-10-02',
    start: '09:00',
    end: '10:30',
    room: 'Hall A',
    chair: 'Prof. Grace Mukasa',
    kind: 'oral',
  },
  invalid: [
    { patch: { title: '' }, field: 'title', message: programmeMessages.titleRequired },
    { patch: { title: '   ' }, field: 'title', message: programmeMessages.titleRequired },
    { patch: { title: undefined }, field: 'title', message: programmeMessages.titleRequired },
    { patch: { title: tooLong(200) }, field: 'title', message: messages.tooLong(200) },
    { patch: { subtheme: '' }, field: 'subtheme', message: programmeMessages.subthemeRequired },
    {
      patch: { subtheme: 'Astrology' },
      field: 'subtheme',
      message: programmeMessages.subthemeRequired,
    },
    { patch: { day: '2025-09-30' }, field: 'day', message: programmeMessages.dayOutsideConference },
    { patch: { day: '2025-10-06' }, field: 'day', message: programmeMessages.dayOutsideConference },
    { patch: { day: '' }, field: 'day', message: programmeMessages.dayOutsideConference },
    { patch: { start: '' }, field: 'start', message: programmeMessages.timeFormat },
    { patch: { start: '24:00' }, field: 'start', message: programmeMessages.timeFormat },
    { patch: { end: '9am' }, field: 'end', message: programmeMessages.timeFormat },
    { patch: { end: undefined }, field: 'end', message: programmeMessages.timeFormat },
    { patch: { end: '09:00' }, field: 'end', message: programmeMessages.endAfterStart },
    { patch: { end: '08:45' }, field: 'end', message: programmeMessages.endAfterStart },
    { patch: { room: ' ' }, field: 'room', message: programmeMessages.roomRequired },
    { patch: { room: tooLong(100) }, field: 'room', message: messages.tooLong(100) },
    { patch: { chair: tooLong(200) }, field: 'chair', message: messages.tooLong(200) },
    { patch: { kind: 'plenary' }, field: 'kind', message: programmeMessages.kindRequired },
    { patch: { kind: '' }, field: 'kind', message: programmeMessages.kindRequired },
  ],
};
