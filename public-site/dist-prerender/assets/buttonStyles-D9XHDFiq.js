// src/components/buttonStyles.ts
/** Classes of the link-buttons of the informational pages. */
var buttonBase = "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors";
/** Amber on any background: the page's main call to action. */
var primaryButton = `${buttonBase} bg-accent-500 text-brand-900 shadow hover:bg-accent-400`;
/** Teal, for light backgrounds. */
var brandButton = `${buttonBase} bg-brand-700 text-white shadow hover:bg-brand-900`;
/** Outlined white, for dark backgrounds. */
var outlineLightButton = `${buttonBase} border-2 border-white text-white hover:bg-white hover:text-brand-900`;
/** Outlined teal, for light backgrounds. */
var outlineBrandButton = `${buttonBase} border-2 border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white`;
export { primaryButton as i, outlineBrandButton as n, outlineLightButton as r, brandButton as t };
