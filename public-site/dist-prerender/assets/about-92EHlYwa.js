export { t as default } from "./about-rGlOOYoU.js";
