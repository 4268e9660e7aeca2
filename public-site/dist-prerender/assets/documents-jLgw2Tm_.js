export { n as default } from "./documents-B0XuGh2A.js";
