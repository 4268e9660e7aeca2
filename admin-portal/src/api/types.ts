export type {
  AdminRegistrationDetails,
  AdminRegistrationUpdate,
  DataResult,
  ListResult,
  PaymentFilter,
} from '@caawg11/conference';
