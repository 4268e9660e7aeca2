export { u as default } from "./myCancellation-zEKYPSx4.js";
