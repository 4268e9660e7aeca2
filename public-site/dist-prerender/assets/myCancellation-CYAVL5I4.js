export { u as default } from "./myCancellation-BmG_0ysp.js";
