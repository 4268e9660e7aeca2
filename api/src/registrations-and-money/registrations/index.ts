export { fullName, referenceOf, toAdminRegistration } from './admin/registration-view.js';
export { RegistrationRepository } from './registration.repository.js';
export {
  PaymentsRepository,
  type PaymentExportRow,
  type PaymentWithRegistration,
} from './ledger/payments.repository.js';
export { Ledger } from './ledger/ledger.service.js';
export { Payment } from './ledger/payment.entity.js';
export { amountPaidSql, amountPaidTextSql } from './ledger/amount-paid.js';
export { FinanceReportService } from './finance-report/finance-report.service.js';
export { standingsOf } from './standing.js';
export { chargesOf } from './charges.js';
export { RegistrationFieldsDto } from './dto/registration.dto.js';
export {
  DoorRegistrationsRepository,
  type BadgeRow,
  type BadgeSelection,
  type DoorRow,
} from './door/door-registrations.repository.js';
