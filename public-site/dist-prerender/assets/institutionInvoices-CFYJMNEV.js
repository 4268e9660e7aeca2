export { i as default } from "./institutionInvoices-BcwW0zri.js";
