import type { AdminRegistration, ApiResult, RegistrationRequest } from '@caawg11/conference';

/** The api's admin view of a registration, with what the edit screen and dialog need besides. */
export interface AdminRegistrationDetails extends AdminRegistration {
  otherTitle: string | null;
  /** POST here with the admin's token for a short-lived link to the student ID file. */
  studentIdUrl: string | null;
}

/** The fields of the edit screen, named as the registration form names them. */
export type AdminRegistrationUpdate = Pick<
  RegistrationRequest,
  | 'title'
  | 'otherTitle'
  | 'firstName'
  | 'otherNames'
  | 'gender'
  | 'email'
  | 'phone'
  | 'country'
  | 'city'
  | 'institution'
  | 'participationType'
  | 'presentationType'
  | 'participantCategory'
  | 'fieldTrip'
>;

export interface DataResult<T> extends ApiResult {
  data: T;
}

export interface ListResult<T> extends DataResult<T[]> {
  count: number;
}

export type PaymentFilter = 'pending' | 'verified' | 'rejected' | 'all';
