export { o as default } from "./footer-CEYJFMHg.js";
