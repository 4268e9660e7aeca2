export { a as default } from "./reminderOptOut-BU2UHEgh.js";
