export { l as default } from "./subthemes-Al8cBUmI.js";
