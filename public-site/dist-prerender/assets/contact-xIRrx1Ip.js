export { n as default } from "./contact-BQpsapR5.js";
