export { fullName, referenceOf, toAdminRegistration } from './admin/registration-view.js';
export {
  RegistrationRepository,
  type PaymentExportRow,
  type PaymentWithRegistration,
  type ReceivedPayment,
} from './registration.repository.js';
export { FinanceReportService } from './finance-report.service.js';
export { standingsOf } from './standing.js';
export { chargesOf } from './charges.js';
export { RegistrationFieldsDto } from './dto/registration.dto.js';
