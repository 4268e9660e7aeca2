export { l as default } from "./speakers-NiXxMEj0.js";
