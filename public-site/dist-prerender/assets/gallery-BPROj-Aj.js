export { s as default } from "./gallery-CAx4t11O.js";
