import { Trans } from '@lingui/react/macro';
import { Container, Stack } from '@mantine/core';
import { useCurrentUser } from '../../auth';
import { PageHeader } from '../../components/PageHeader';
import { MyAlbumsGrid } from './MyAlbumsGrid';
import { SignInPrompt } from './SignInPrompt';

/** /my-album: the signed-in user's albums. */
export const MyAlbumsPage = () => {
  const user = useCurrentUser();
  if (!user) return <SignInPrompt />;
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <PageHeader title={<Trans>My albums</Trans>} />
        <MyAlbumsGrid />
      </Stack>
    </Container>
  );
};
