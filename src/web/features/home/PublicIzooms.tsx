import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import type { Izoom } from '../../../shared/schemas/izooms';
import { usePublicIzooms } from '../../api/public-izooms';
import { Poster } from '../../components/Poster';
import { CARD_SIZES, CardGrid } from './CardGrid';

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

/** The public izooms of the homepage. */
export const PublicIzooms = () => {
  const { t } = useLingui();
  return (
    <CardGrid
      query={usePublicIzooms()}
      testId="izooms"
      errorTitle={t`Izooms could not be loaded`}
      empty={{
        icon: <IconZoomIn size={28} stroke={1.5} />,
        title: t`No public izooms yet`,
        description: t`Izooms that their owners make public appear here.`,
      }}
      card={(izoom) => <IzoomCard key={izoom.id} izoom={izoom} />}
    />
  );
};
