export { t as default } from "./accommodation-DW_yuvmI.js";
