export { l as default } from "./verify-Dv2Emi6W.js";
