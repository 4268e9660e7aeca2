export { l as default } from "./speakers-DAcgKTeh.js";
