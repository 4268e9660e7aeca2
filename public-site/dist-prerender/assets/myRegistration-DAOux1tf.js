export { d as default } from "./myRegistration-sS9XI7Ge.js";
