export { l as default } from "./myData-x_D36sXm.js";
