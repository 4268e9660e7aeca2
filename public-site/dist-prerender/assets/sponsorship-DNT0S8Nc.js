export { u as default } from "./sponsorship-CzsnU3Hw.js";
