export { o as default } from "./forms-CXdNJJGI.js";
