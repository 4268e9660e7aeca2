export { t as default } from "./accommodation-zl4Kzvqi.js";
