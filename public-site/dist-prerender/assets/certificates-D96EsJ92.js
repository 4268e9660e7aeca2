export { t as default } from "./certificates-BS8EnBJs.js";
