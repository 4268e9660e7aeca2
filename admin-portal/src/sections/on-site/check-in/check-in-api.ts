import type {
  CheckInAnswer,
  CheckInOccasion,
  CheckInRequest,
  CheckInSummary,
  DataResult,
  DoorRegistration,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

/** The body that names the occasion: a day, or the field trip. */
export function occasionBody(occasion: CheckInOccasion): Pick<CheckInRequest, 'day' | 'event'> {
  return occasion === 'field-trip' ? { event: occasion } : { day: occasion };
}

export function postCheckIn(
  code: string,
  occasion: CheckInOccasion,
  nonce: string,
): Promise<CheckInAnswer> {
  return apiRequest<CheckInAnswer>('/admin/check-ins', {
    method: 'POST',
    body: { code, nonce, ...occasionBody(occasion) },
  });
}

export function fetchCheckInSummary(occasion: CheckInOccasion): Promise<CheckInSummary> {
  const query = new URLSearchParams(occasionBody(occasion));
  return apiRequest<CheckInSummary>(`/admin/check-ins/summary?${query.toString()}`);
}

export async function searchDoor(text: string): Promise<DoorRegistration[]> {
  const query = new URLSearchParams({ q: text });
  const answer = await apiRequest<DataResult<DoorRegistration[]>>(
    `/admin/check-ins/search?${query.toString()}`,
  );
  return answer.data;
}
