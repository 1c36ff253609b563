/**
 * How wide a card's poster is shown, for `sizes`: the card grid has 3 columns from 75em (cards about 360 px),
 * 2 from 48em, else 1, inside the page's padding (16 px each side, twice). The app's `<img>` and the server's
 * preload of the first poster use the same string, so the browser picks the same file for both.
 */
export const CARD_SIZES = '(min-width: 75em) 360px, (min-width: 48em) calc(50vw - 48px), calc(100vw - 64px)';
