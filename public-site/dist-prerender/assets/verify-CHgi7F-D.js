export { l as default } from "./verify-BoOdExil.js";
