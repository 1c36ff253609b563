import { useLingui } from '@lingui/react';
import { ActionIcon, Button, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { MenuOnDemand, menuLoader } from '../components/menu-on-demand';
import { usePhone } from '../components/use-phone';
import { isLanguage, LANGUAGE_NAMES } from './i18n';

const languageMenu = menuLoader(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

/** A compact switch that opens the menu of the six languages (./LanguageMenu), named by the current one. */
export const LanguageSwitch = ({ size = 'xs' }: { size?: 'xs' | 'sm' }) => {
  const { i18n } = useLingui();
  const current = isLanguage(i18n.locale) ? i18n.locale : 'en';
  // On a phone the switch is an icon: the header needs the room.
  const phone = usePhone();
  const target = phone ? (
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
  );
  return <MenuOnDemand loader={languageMenu} target={target} props={{}} />;
};
