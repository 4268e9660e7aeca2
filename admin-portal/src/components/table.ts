/**
 * Class names of the actions column: when a table is wider than its screen and scrolls inside
 * itself, the column stays pinned to the right edge, above the cells scrolling under it.
 */
export const actionsColumnClass = {
  header: 'sticky right-0 bg-gray-50 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]',
  cell: 'sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]',
} as const;

/** Long addresses and references break where they must instead of widening the table. */
export const wrapAnywhereClass = 'wrap-anywhere';
