export { d as default } from "./program-DpQL_Kgf.js";
