export { r as default } from "./homeSections-pvbBMJbt.js";
