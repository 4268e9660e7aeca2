export { k as default } from "./messages-DFmO3J_s.js";
