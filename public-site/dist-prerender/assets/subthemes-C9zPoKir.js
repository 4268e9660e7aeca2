export { l as default } from "./subthemes-BM0wbD-J.js";
