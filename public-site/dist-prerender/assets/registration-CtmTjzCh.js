export { d as default } from "./registration-DnMrYw44.js";
