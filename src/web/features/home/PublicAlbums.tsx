import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';
import { type PublicAlbum, usePublicAlbums } from '../../api/public-albums';
import { Poster } from '../../components/Poster';

export const GRID = { base: 1, sm: 2, lg: 3 } as const;
/** The card width at each breakpoint of GRID, for the posters' `sizes`. */
export const CARD_SIZES = '(min-width: 75em) 380px, (min-width: 48em) 50vw, 100vw';

const AlbumCard = ({ album }: { album: PublicAlbum }) => {
  const count = album.izoomCount ?? 0;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="album-card">
      <Card.Section mb="md">
        <Poster poster={album.poster} alt="" sizes={CARD_SIZES} />
      </Card.Section>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {album.name}
          </Text>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            <Plural value={count} one="# izoom" other="# izooms" />
          </Badge>
        </Group>
        {album.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {album.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
};

export const CardSkeletons = ({ testId }: { testId: string }) => (
  <SimpleGrid cols={GRID} data-testid={testId} aria-busy="true">
    {[0, 1, 2].map((key) => (
      <Card key={key} withBorder radius="lg" padding="lg">
        <Card.Section mb="md">
          <Skeleton style={{ aspectRatio: '16 / 10' }} radius={0} />
        </Card.Section>
        <Skeleton height={18} width="60%" mb="md" />
        <Skeleton height={10} mb={8} />
        <Skeleton height={10} width="80%" />
      </Card>
    ))}
  </SimpleGrid>
);

/** The public albums of the homepage: skeletons while loading, an empty state, or the cards. */
export const PublicAlbums = () => {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = usePublicAlbums();

  if (isPending) return <CardSkeletons testId="albums-loading" />;
  if (isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t`Albums could not be loaded`}>
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
        data-testid="albums-empty"
        icon={<IconPhoto size={28} stroke={1.5} />}
        withIndicatorBackground
        title={t`No public albums yet`}
        description={t`Albums that their owners make public appear here.`}
        py="xl"
      />
    );
  }
  return (
    <SimpleGrid cols={GRID} data-testid="albums">
      {data.items.map((album) => (
        <AlbumCard key={album.id} album={album} />
      ))}
    </SimpleGrid>
  );
};
