export { o as default } from "./forms-BKph-ET7.js";
