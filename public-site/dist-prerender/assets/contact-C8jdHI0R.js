export { n as default } from "./contact-CH9TlBNN.js";
