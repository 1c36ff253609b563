import { Trans } from '@lingui/react/macro';
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { reloadToNewVersion } from './updates';
import { useUpdateWaiting } from './use-updates';

/** The reload prompt of a new version (a waiting service worker): reload now, or later (the next visit loads it). */
export const UpdatePrompt = () => {
  const waiting = useUpdateWaiting();
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  // Nothing of the prompt is on the page until a version waits (most starts); then it slides in a render later.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (waiting) setAsked(true);
  }, [waiting]);
  if (!waiting && !asked) return null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={400}>
      <Transition mounted={asked && waiting && !later} transition="slide-up">
        {(style) => (
          <Paper style={style} shadow="md" radius="md" p="md" withBorder role="alert" data-testid="update-prompt">
            <Group gap="sm" wrap="nowrap">
              <IconRefresh size={20} aria-hidden />
              <Text size="sm">
                <Trans>A new version of izoom is ready.</Trans>
              </Text>
              <Button
                size="xs"
                loading={reloading}
                onClick={() => {
                  setReloading(true);
                  void reloadToNewVersion();
                }}
              >
                <Trans>Reload</Trans>
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setLater(true)}>
                <Trans>Later</Trans>
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
};
