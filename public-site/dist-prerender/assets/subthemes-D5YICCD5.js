export { l as default } from "./subthemes-BpDEYzl7.js";
