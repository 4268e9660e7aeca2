export { t as default } from "./abstractResponse-DQhlCLt8.js";
