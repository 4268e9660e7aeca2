export { t as default } from "./certificates-7tItZCYI.js";
