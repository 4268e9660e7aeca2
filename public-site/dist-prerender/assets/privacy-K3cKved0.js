export { s as default } from "./privacy-CrvEferO.js";
