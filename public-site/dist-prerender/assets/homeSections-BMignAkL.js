export { r as default } from "./homeSections-t_PkpRsY.js";
