export { s as default } from "./privacy-CybjWolU.js";
