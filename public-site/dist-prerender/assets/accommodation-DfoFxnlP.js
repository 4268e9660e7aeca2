export { t as default } from "./accommodation-DOGjm24a.js";
