import { Anchor, Box, Center, Group, Paper, Stack } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { Logo } from '../../components/Logo';
import { Preferences } from '../../layout/Preferences';
import { Later } from '../../next-task';

/** The frame of every /auth page: the logo, a card for the form, and the language switch. */
export const AuthLayout = () => (
  <Box mih="100vh" bg="var(--mantine-color-body)">
    <Group component="header" justify="flex-end" p="md">
      <Preferences />
    </Group>
    <Center component="main" px="md" pb="xl">
      <Stack w="100%" maw={420} gap="lg" align="stretch">
        <Center>
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="izoom">
            <Logo size={40} />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="lg">
          {/* At the app's start, the form in a task of its own, after the frame (next-task.ts). */}
          <Later>
            <Outlet />
          </Later>
        </Paper>
      </Stack>
    </Center>
  </Box>
);
