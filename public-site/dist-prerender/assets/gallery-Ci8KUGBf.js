export { s as default } from "./gallery-B8dNZjSc.js";
