import type { ValueTransformer } from 'typeorm';

/** mysql2 returns DECIMAL as a string to keep precision; amounts here fit a double exactly. */
export const decimalToNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
