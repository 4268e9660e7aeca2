export { d as default } from "./program-DofKSNaK.js";
