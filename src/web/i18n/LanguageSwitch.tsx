import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { usePhone } from '../components/use-phone';
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
  // On a phone the switch is an icon: the header needs the room.
  const phone = usePhone();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {phone ? (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Language / 言語: ${LANGUAGE_NAMES[current]}`}
            data-testid="language-switch"
          >
            <IconLanguage size={18} stroke={1.6} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            size={size}
            leftSection={<IconLanguage size={16} stroke={1.6} />}
            rightSection={<IconChevronDown size={14} stroke={1.6} />}
            data-testid="language-switch"
          >
            {/* Named by its content, so the name holds the visible text (WCAG 2.5.3): "Language / 言語: English". */}
            <VisuallyHidden component="span">
              Language / <span lang="ja">言語</span>:
            </VisuallyHidden>{' '}
            <span lang={current}>{LANGUAGE_NAMES[current]}</span>
          </Button>
        )}
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
