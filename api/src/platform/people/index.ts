/** What a feature needs to declare the people its tables name (see person-kind.ts). */
export * from './person-kind.js';
export { personDataProvider } from './person-data.registry.js';
