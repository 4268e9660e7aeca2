export { l as default } from "./speakers-B5YPdclF.js";
