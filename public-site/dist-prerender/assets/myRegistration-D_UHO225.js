export { d as default } from "./myRegistration-DjDCm8MG.js";
