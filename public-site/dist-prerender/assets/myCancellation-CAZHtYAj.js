export { u as default } from "./myCancellation-C6jz9mVT.js";
