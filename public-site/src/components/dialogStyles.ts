/**
 * Turns a <dialog> into a layer over the whole viewport, replacing the browser's centred box
 * (its auto size, its maximum width and height and its faint backdrop). Each use adds its own
 * display, background and layout.
 */
export const fullScreenDialogClass =
  'fixed inset-0 h-full max-h-none w-full max-w-none backdrop:bg-transparent';
