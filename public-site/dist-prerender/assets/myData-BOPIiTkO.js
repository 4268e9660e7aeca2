export { l as default } from "./myData-B5vhJSZw.js";
