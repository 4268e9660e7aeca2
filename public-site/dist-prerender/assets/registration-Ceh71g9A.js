export { d as default } from "./registration-CfJX0QIi.js";
