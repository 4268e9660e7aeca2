export { s as default } from "./privacy-koZqH8Au.js";
