export { k as default } from "./messages-D1Si3pC6.js";
