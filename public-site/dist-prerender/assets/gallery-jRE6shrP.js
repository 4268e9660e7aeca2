export { s as default } from "./gallery-Cnnik3Ml.js";
