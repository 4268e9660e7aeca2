export { i as default } from "./fieldtrip-wz0rEq39.js";
