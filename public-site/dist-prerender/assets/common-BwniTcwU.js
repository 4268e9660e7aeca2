export { t as default } from "./common-CCg2PEXt.js";
