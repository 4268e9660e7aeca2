export { i as default } from "./choices-IaOvrxzl.js";
