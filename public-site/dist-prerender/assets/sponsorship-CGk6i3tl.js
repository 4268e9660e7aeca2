export { u as default } from "./sponsorship-CECFfUIO.js";
