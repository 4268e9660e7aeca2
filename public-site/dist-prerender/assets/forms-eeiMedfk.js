export { o as default } from "./forms-B8RE8ULg.js";
