/** Injection token of the Clock (libs/conference) that every date rule reads. */
export const CLOCK = Symbol('CLOCK');
