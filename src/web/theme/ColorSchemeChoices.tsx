import { useLingui } from '@lingui/react/macro';
import { type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import type { DemandedMenuProps } from '../components/menu-on-demand';
import { COLOR_SCHEME_ICONS } from './color-scheme-icons';
import { switchColorScheme } from './theme-switch';

/** Light, dark or system: choosing one stores it and reloads (spec §4). Loaded on demand. */
export const ColorSchemeChoices = ({ target }: DemandedMenuProps) => {
  const { t } = useLingui();
  const { colorScheme } = useMantineColorScheme();
  const options: { value: MantineColorScheme; label: string }[] = [
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
    { value: 'auto', label: t`System` },
  ];
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {options.map(({ value, label }) => {
          const Icon = COLOR_SCHEME_ICONS[value];
          return (
            <Menu.Item
              key={value}
              leftSection={<Icon size={16} stroke={1.6} />}
              onClick={() => value !== colorScheme && switchColorScheme(value)}
              fw={value === colorScheme ? 600 : undefined}
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
};
