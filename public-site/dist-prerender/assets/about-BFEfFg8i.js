export { t as default } from "./about-YojaT_wI.js";
