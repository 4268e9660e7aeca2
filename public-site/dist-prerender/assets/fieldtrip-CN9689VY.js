export { i as default } from "./fieldtrip-5SRoe6pt.js";
