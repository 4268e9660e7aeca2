export { t as default } from "./abstractResponse-AW_Q3Jws.js";
