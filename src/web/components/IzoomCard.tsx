import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Izoom } from '../../shared/schemas/izooms';
import { useFormat } from '../i18n/format';
import { CARD_SIZES } from './CardGrid';
import { Poster } from './Poster';

/** Whether people can look at it yet: generation under way or failed, not published yet, or (with `showReady`) ready. */
export const Readiness = ({ izoom, showReady = false }: { izoom: Izoom; showReady?: boolean }) => {
  const { formatNumber } = useFormat();
  const { state, progress } = izoom.generate;
  if (state === 'queued' || state === 'generating') {
    const percent = formatNumber(progress, { style: 'percent' });
    return (
      <Badge variant="light" color="blue" tt="none">
        <Trans>Generating {percent}</Trans>
      </Badge>
    );
  }
  if (state === 'failed') {
    return (
      <Badge variant="light" color="red" tt="none">
        <Trans>Generation failed</Trans>
      </Badge>
    );
  }
  if (!izoom.manifestUrl) {
    return (
      <Badge variant="light" color="gray" tt="none">
        <Trans>Not ready yet</Trans>
      </Badge>
    );
  }
  if (!showReady) return null;
  return (
    <Badge variant="light" color="green" tt="none">
      <Trans>Ready</Trans>
    </Badge>
  );
};

/** An izoom as a card: poster, name, picture count, readiness and description. */
export const IzoomCard = ({ izoom }: { izoom: Izoom }) => (
  <Card withBorder radius="lg" padding="lg" data-testid="izoom-card">
    <Card.Section mb="md">
      <Poster poster={izoom.poster} alt="" sizes={CARD_SIZES} />
    </Card.Section>
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} lineClamp={2}>
          {izoom.name}
        </Text>
        <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
          <Plural value={izoom.pictureCount} one="# picture" other="# pictures" />
        </Badge>
      </Group>
      <Readiness izoom={izoom} />
      {izoom.description && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {izoom.description}
        </Text>
      )}
    </Stack>
  </Card>
);
