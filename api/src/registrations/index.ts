export { fullName, referenceOf, toAdminRegistration } from './admin/registration-view.js';
export { RegistrationRepository, type PaymentWithRegistration } from './registration.repository.js';
