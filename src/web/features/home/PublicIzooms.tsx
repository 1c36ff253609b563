import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconZoomIn } from '@tabler/icons-react';
import type { Izoom } from '../../../shared/schemas/izooms';
import { usePublicIzooms } from '../../api/public-izooms';
import { Poster } from '../../components/Poster';
import { CARD_SIZES, CardSkeletons, GRID } from './PublicAlbums';

/** Whether people can look at it yet: a published version, or generation under way. */
const Readiness = ({ izoom }: { izoom: Izoom }) => {
  const { state, progress } = izoom.generate;
  if (state === 'queued' || state === 'generating') {
    const percent = new Intl.NumberFormat(undefined, { style: 'percent' }).format(progress);
    return (
      <Badge variant="light" color="blue" tt="none">
        <Trans>Generating {percent}</Trans>
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
  return null;
};

const IzoomCard = ({ izoom }: { izoom: Izoom }) => (
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

/** The public izooms of the homepage: skeletons while loading, an empty state, or the cards. */
export const PublicIzooms = () => {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = usePublicIzooms();

  if (isPending) return <CardSkeletons testId="izooms-loading" />;
  if (isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t`Izooms could not be loaded`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        data-testid="izooms-empty"
        icon={<IconZoomIn size={28} stroke={1.5} />}
        withIndicatorBackground
        title={t`No public izooms yet`}
        description={t`Izooms that their owners make public appear here.`}
        py="xl"
      />
    );
  }
  return (
    <SimpleGrid cols={GRID} data-testid="izooms">
      {data.items.map((izoom) => (
        <IzoomCard key={izoom.id} izoom={izoom} />
      ))}
    </SimpleGrid>
  );
};
