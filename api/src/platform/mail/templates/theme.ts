import type { CSSProperties } from 'react';

/** The conference's colours, as on the site. */
export const colours = {
  brand: '#0f3d3e',
  accent: '#e9a23b',
  text: '#1f2933',
  muted: '#5f6b76',
  page: '#f4f1ea',
  panel: '#ffffff',
  rule: '#e4ded2',
  highlight: '#fdf4e5',
} as const;

export const fontFamily = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export const styles = {
  paragraph: { color: colours.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  small: { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  heading: { color: colours.brand, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' },
  subheading: { color: colours.brand, fontSize: '16px', lineHeight: '24px', margin: '24px 0 8px' },
  link: { color: colours.brand, textDecoration: 'underline' },
  button: {
    backgroundColor: colours.accent,
    borderRadius: '6px',
    color: colours.brand,
    fontSize: '15px',
    fontWeight: 700,
    padding: '12px 22px',
    textDecoration: 'none',
  },
  callout: {
    backgroundColor: colours.highlight,
    borderLeft: `4px solid ${colours.accent}`,
    padding: '12px 16px',
    margin: '0 0 16px',
  },
} satisfies Record<string, CSSProperties>;
