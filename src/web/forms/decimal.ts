const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** Full-width digits and signs (a Japanese keyboard's) and a decimal comma, as the ASCII a number is read from. */
const halfWidth = (text: string): string =>
  text
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[．，,]/g, '.')
    .replace(/[－−ー]/g, '-')
    .replace(/＋/g, '+');

/** The number typed into a field (half- or full-width, a decimal point or comma), or NaN for anything else or nothing. */
export const readDecimal = (raw: number | string): number => {
  if (typeof raw === 'number') return raw;
  const text = halfWidth(raw.trim());
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
};

/** `value` rounded to `decimals` places (a step of 0.1 from 1.494 is 1.594, not 1.5939999999999999). */
export const roundTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};
