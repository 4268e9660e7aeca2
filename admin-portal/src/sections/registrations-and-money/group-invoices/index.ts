export { GroupInvoicesSection } from './GroupInvoicesSection';
export { GroupInvoiceDetail } from './GroupInvoiceDetail';
