import { useLingui } from '@lingui/react';
import { Menu } from '@mantine/core';
import type { DemandedMenuProps } from '../components/menu-on-demand';
import { chooseLanguage, isFullLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './i18n';

const item = (language: Language) => (
  <Menu.RadioItem key={language} value={language} lang={language} closeMenuOnClick>
    {LANGUAGE_NAMES[language]}
  </Menu.RadioItem>
);

/** The six languages, each by its own name: the full ones first, then the partial ones. Loaded on demand. */
export const LanguageMenu = ({ target }: DemandedMenuProps) => {
  const { i18n } = useLingui();
  const current = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={current}
          onChange={(value) => {
            if (isLanguage(value)) void chooseLanguage(value);
          }}
        >
          {LANGUAGES.filter(isFullLanguage).map(item)}
          <Menu.Divider />
          {LANGUAGES.filter((language) => !isFullLanguage(language)).map(item)}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
};
