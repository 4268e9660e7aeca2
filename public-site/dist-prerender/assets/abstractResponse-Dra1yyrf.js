export { t as default } from "./abstractResponse-FSot8yIU.js";
