export { d as default } from "./program-Dt3Yb34G.js";
