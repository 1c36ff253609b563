import { useLingui } from '@lingui/react';
import { Select } from '@lingui/react/macro';
import { countText, pluralForm } from '../i18n/format';

/**
 * "2 izooms", "1 picture": a count in the language's plural form. Not Lingui's <Plural>, which formats every count
 * through Intl.NumberFormat: the first one a page makes loads ICU's number data, some 25 ms on a phone in the
 * middle of the first render of the homepage and album pages, whose cards show these.
 */
const useCount = (count: number) => {
  const { i18n } = useLingui();
  return { form: pluralForm(count, i18n.locale), number: countText(count, i18n.locale) };
};

export const IzoomCount = ({ count }: { count: number }) => {
  const { form, number } = useCount(count);
  return <Select value={form} _one={`${number} izoom`} other={`${number} izooms`} />;
};

export const PictureCount = ({ count }: { count: number }) => {
  const { form, number } = useCount(count);
  return <Select value={form} _one={`${number} picture`} other={`${number} pictures`} />;
};
