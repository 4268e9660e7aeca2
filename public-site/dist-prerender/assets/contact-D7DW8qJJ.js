export { n as default } from "./contact-BBw6OUGB.js";
