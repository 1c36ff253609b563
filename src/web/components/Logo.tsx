import { Group, Image, Text } from '@mantine/core';

/** The izoom mark and name. */
export const Logo = ({ size = 32, withName = true }: { size?: number; withName?: boolean }) => (
  <Group gap={10} wrap="nowrap">
    <Image src="/logo.svg" alt={withName ? '' : 'izoom'} w={size} h={size} />
    {withName && (
      <Text component="span" fw={700} fz={size * 0.7} lh={1} style={{ letterSpacing: '-0.02em' }}>
        izoom
      </Text>
    )}
  </Group>
);
