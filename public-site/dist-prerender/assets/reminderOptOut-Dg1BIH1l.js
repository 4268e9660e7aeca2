export { a as default } from "./reminderOptOut-CN7IyByx.js";
