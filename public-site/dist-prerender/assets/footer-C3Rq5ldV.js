export { o as default } from "./footer-BbzR_yKB.js";
