export { n as default } from "./documents-84ld448d.js";
