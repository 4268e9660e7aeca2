export { s as default } from "./home-Dg3BEOTS.js";
