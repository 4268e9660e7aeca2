export { d as default } from "./myRegistration-DRIzPfh-.js";
