import { programmeMessages, type ProgrammePlacementInput } from '../programme.js';
import type { FormCases } from './form-cases.js';

/**
 * Placing or moving an abstract in the draft programme. The valid body places a talk in an oral
 * session; the api's table puts a real session's id in place of `sessionId`.
 */
export const programmePlacementCases: FormCases<ProgrammePlacementInput> = {
  valid: { sessionId: '1', start: '09:00', end: '09:15' },
  invalid: [
    { patch: { sessionId: '' }, field: 'sessionId', message: programmeMessages.sessionNotFound },
    {
      patch: { sessionId: 'first' },
      field: 'sessionId',
      message: programmeMessages.sessionNotFound,
    },
    { patch: { sessionId: 42 }, field: 'sessionId', message: programmeMessages.sessionNotFound },
    { patch: { start: '9am' }, field: 'start', message: programmeMessages.timeFormat },
    { patch: { end: '25:00' }, field: 'end', message: programmeMessages.timeFormat },
    { patch: { end: '09:00' }, field: 'end', message: programmeMessages.endAfterStart },
    { patch: { start: undefined }, field: 'end', message: programmeMessages.endAfterStart },
    { patch: { position: 0 }, field: 'position', message: programmeMessages.position },
    { patch: { position: 1.5 }, field: 'position', message: programmeMessages.position },
    { patch: { position: '2' }, field: 'position', message: programmeMessages.position },
    { patch: { position: 1_000_001 }, field: 'position', message: programmeMessages.position },
  ],
};
