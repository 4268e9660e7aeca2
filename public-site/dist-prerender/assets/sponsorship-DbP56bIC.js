export { u as default } from "./sponsorship-M8I1O57E.js";
