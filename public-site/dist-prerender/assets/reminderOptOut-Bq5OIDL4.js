export { a as default } from "./reminderOptOut-Cbk1Lc6n.js";
