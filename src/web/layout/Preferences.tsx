import { Group } from '@mantine/core';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ColorSchemeMenu } from '../theme/ColorSchemeMenu';

/** The language and colour-scheme switches, on every page. */
export const Preferences = () => (
  <Group gap="sm" wrap="nowrap">
    <LanguageSwitch />
    <ColorSchemeMenu />
  </Group>
);
