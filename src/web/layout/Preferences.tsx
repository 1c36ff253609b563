import { Group } from '@mantine/core';
import { usePhone } from '../components/use-phone';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ColorSchemeMenu } from '../theme/ColorSchemeMenu';

/** The language and colour-scheme switches, on every page. */
export const Preferences = () => (
  <Group gap={usePhone() ? 'xs' : 'sm'} wrap="nowrap">
    <LanguageSwitch />
    <ColorSchemeMenu />
  </Group>
);
