import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `xs` breakpoint: a phone held upright, where the header gives up words for icons. */
const PHONE = '(max-width: 35.99em)';

/** Read at once, not after a first render, so the header does not change width as the page paints. */
export const usePhone = (): boolean => useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
