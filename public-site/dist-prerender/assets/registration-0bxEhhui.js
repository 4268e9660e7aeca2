export { d as default } from "./registration-Bzz8G28L.js";
