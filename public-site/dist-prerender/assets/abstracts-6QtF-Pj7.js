export { t as default } from "./abstracts-D68q9oPS.js";
