export { r as default } from "./homeSections-BZAG7dLq.js";
