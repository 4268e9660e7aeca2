export { i as default } from "./choices-UV06kPzt.js";
