import { useLingui } from '@lingui/react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { chooseLanguage, isFullLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './i18n';

const item = (language: Language) => (
  <Menu.RadioItem key={language} value={language} lang={language} closeMenuOnClick>
    {LANGUAGE_NAMES[language]}
  </Menu.RadioItem>
);

/** A compact menu of the six languages, each by its own name: the full ones first, then the partial ones. */
export const LanguageSwitch = ({ size = 'xs' }: { size?: 'xs' | 'sm' }) => {
  const { i18n } = useLingui();
  const current = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const full = LANGUAGES.filter(isFullLanguage);
  const partial = LANGUAGES.filter((language) => !isFullLanguage(language));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          aria-label="Language / 言語"
          leftSection={<IconLanguage size={16} stroke={1.6} />}
          rightSection={<IconChevronDown size={14} stroke={1.6} />}
          data-testid="language-switch"
        >
          <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup
          value={current}
          onChange={(value) => {
            if (isLanguage(value)) void chooseLanguage(value);
          }}
        >
          {full.map(item)}
          <Menu.Divider />
          {partial.map(item)}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
};
