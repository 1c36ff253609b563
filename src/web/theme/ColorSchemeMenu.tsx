import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { switchColorScheme } from './theme-switch';

const ICONS: Record<MantineColorScheme, typeof IconSun> = {
  light: IconSun,
  dark: IconMoon,
  auto: IconDeviceDesktop,
};

/** Light, dark or system colour scheme; choosing one stores it and reloads (spec §4). */
export const ColorSchemeMenu = () => {
  const { t } = useLingui();
  const { colorScheme } = useMantineColorScheme();
  const Current = ICONS[colorScheme];
  const options: { value: MantineColorScheme; label: string }[] = [
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
    { value: 'auto', label: t`System` },
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t`Colour scheme`}>
          <Current size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map(({ value, label }) => {
          const Icon = ICONS[value];
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
