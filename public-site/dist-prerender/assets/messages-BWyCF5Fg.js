export { k as default } from "./messages-Q26GXO7J.js";
