export { i as default } from "./fieldtrip-O5RYrfIv.js";
