/** Amber is a fill colour; text in amber on white would be unreadable, so text uses this dark amber (contrast 5.8:1). */
export const AMBER_TEXT = '#8d5a00';
