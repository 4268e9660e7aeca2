export { l as default } from "./verify-lQn8_2V8.js";
