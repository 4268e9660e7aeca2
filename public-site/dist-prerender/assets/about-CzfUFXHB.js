export { t as default } from "./about-B8VN6W9f.js";
