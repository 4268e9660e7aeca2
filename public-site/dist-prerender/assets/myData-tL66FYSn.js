export { l as default } from "./myData-BpPzI_qG.js";
