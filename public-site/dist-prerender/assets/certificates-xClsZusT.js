export { t as default } from "./certificates-CNTmCv6F.js";
