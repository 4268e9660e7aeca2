export { n as default } from "./documents-Cw0p_iQ5.js";
