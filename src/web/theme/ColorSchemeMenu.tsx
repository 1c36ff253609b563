import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { MenuOnDemand, menuLoader } from '../components/menu-on-demand';
import { COLOR_SCHEME_ICONS } from './color-scheme-icons';

const choices = menuLoader(() => import('./ColorSchemeChoices').then((m) => m.ColorSchemeChoices));

/** The colour-scheme button, showing the current scheme; it opens the choices (./ColorSchemeChoices). */
export const ColorSchemeMenu = () => {
  const { t } = useLingui();
  const Current = COLOR_SCHEME_ICONS[useMantineColorScheme().colorScheme];
  return (
    <MenuOnDemand
      loader={choices}
      props={{}}
      target={
        <ActionIcon variant="default" size="lg" aria-label={t`Colour scheme`}>
          <Current size={18} stroke={1.6} />
        </ActionIcon>
      }
    />
  );
};
