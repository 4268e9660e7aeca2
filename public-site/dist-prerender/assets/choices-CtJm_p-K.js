export { i as default } from "./choices-DO6PwZVg.js";
