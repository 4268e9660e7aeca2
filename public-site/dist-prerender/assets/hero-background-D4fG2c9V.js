// src/assets/home/hero-background.svg
var hero_background_default = "https://caawg11-public-site.invalid/assets/hero-background-CDARF8OS.svg";
export { hero_background_default as t };
