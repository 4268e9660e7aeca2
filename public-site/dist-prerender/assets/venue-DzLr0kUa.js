export { m as default } from "./venue-CvfQSP2q.js";
