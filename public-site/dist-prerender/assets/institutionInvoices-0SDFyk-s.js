export { i as default } from "./institutionInvoices-DBoZbTjQ.js";
