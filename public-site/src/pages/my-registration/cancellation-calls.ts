import {
  accessTokenHeader,
  requestTimeoutsMs,
  type DataResult,
  type MyCancellationView,
} from '@caawg11/conference';
import { getJson, postJson } from '@caawg11/conference/http';

const options = (token: string) => ({
  timeoutMs: requestTimeoutsMs.accessRequest,
  headers: { [accessTokenHeader]: token },
});

/** The cancellation policy and the refund due were the registrant to cancel today. */
export function fetchMyCancellation(token: string): Promise<DataResult<MyCancellationView>> {
  return getJson<DataResult<MyCancellationView>>('/my-registration/cancellation', options(token));
}

export function cancelMyRegistration(token: string): Promise<DataResult<MyCancellationView>> {
  return postJson<DataResult<MyCancellationView>>('/my-registration/cancel', {}, options(token));
}
