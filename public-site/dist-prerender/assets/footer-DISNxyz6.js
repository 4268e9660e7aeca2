export { o as default } from "./footer-BfsHIKJ4.js";
