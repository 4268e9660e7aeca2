export { t as default } from "./abstracts-CKMn2AHI.js";
