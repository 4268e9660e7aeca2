export { t as default } from "./common-Bdk_sjya.js";
