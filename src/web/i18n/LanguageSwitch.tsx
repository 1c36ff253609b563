import { useLingui } from '@lingui/react';
import { SegmentedControl } from '@mantine/core';
import { SUPPORTED_LANGUAGES } from '../../shared/constants';
import { chooseLanguage, isLanguage, LANGUAGE_NAMES } from './i18n';

/** A small switch between the full languages (English, Japanese). */
export const LanguageSwitch = ({ size = 'xs' }: { size?: 'xs' | 'sm' }) => {
  const { i18n } = useLingui();
  return (
    <SegmentedControl
      size={size}
      aria-label="Language / 言語"
      value={i18n.locale}
      onChange={(value) => {
        if (isLanguage(value)) void chooseLanguage(value);
      }}
      data={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      data-testid="language-switch"
    />
  );
};
