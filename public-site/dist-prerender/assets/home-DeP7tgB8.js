export { s as default } from "./home-BBi-2CLA.js";
