export { t as default } from "./abstracts-DlRePhRx.js";
