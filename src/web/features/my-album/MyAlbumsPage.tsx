import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack } from '@mantine/core';
import { IconAlbum } from '@tabler/icons-react';
import { useMyAlbums } from '../../api/my-albums';
import { useCurrentUser } from '../../auth';
import { AlbumCard } from '../../components/AlbumCard';
import { CardGrid } from '../../components/CardGrid';
import { PageHeader } from '../../components/PageHeader';
import { SignInPrompt } from './SignInPrompt';

const MyAlbumsList = () => {
  const { t } = useLingui();
  return (
    <CardGrid
      query={useMyAlbums()}
      testId="my-albums"
      errorTitle={t`Albums could not be loaded`}
      empty={{
        icon: <IconAlbum size={28} stroke={1.5} />,
        title: t`No albums yet`,
        description: t`Albums you make, or that are shared with you, appear here.`,
      }}
      card={(album) => <AlbumCard key={album.id} album={album} mine />}
    />
  );
};

/** /my-album: the signed-in user's albums. */
export const MyAlbumsPage = () => {
  const user = useCurrentUser();
  if (!user) return <SignInPrompt />;
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <PageHeader title={<Trans>My albums</Trans>} />
        <MyAlbumsList />
      </Stack>
    </Container>
  );
};
