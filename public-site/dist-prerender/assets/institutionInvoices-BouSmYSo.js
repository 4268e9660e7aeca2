export { i as default } from "./institutionInvoices-qi8ekyK0.js";
