export { m as default } from "./venue-BN2SLL_V.js";
