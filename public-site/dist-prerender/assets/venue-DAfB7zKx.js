export { m as default } from "./venue-DSzGyEPt.js";
