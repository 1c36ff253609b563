import { Trans } from '@lingui/react/macro';
import { Badge, Card } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Izoom } from '../../shared/schemas/izooms';
import { useFormat } from '../i18n/format';
import { CARD_SIZES } from './CardGrid';
import { CardText } from './CardText';
import { PictureCount } from './Counts';
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
    <Badge variant="dot" color="green" tt="none">
      <Trans>Ready</Trans>
    </Badge>
  );
};

interface IzoomCardProps {
  izoom: Izoom;
  /** Makes the card a link (to open the izoom): renders the card's root with the given props. */
  renderLink?: (props: Record<string, unknown>) => ReactNode;
  /** The page's first picture: its poster is fetched first. */
  priority?: boolean;
}

/** An izoom as a card: poster, name, picture count, readiness and description. */
export const IzoomCard = ({ izoom, renderLink, priority }: IzoomCardProps) => (
  <Card
    withBorder
    radius="lg"
    padding="lg"
    data-testid="izoom-card"
    className={renderLink ? 'mantine-focus-auto' : undefined}
    renderRoot={renderLink}
  >
    <Card.Section mb="md">
      <Poster poster={izoom.poster} alt="" sizes={CARD_SIZES} priority={priority} />
    </Card.Section>
    <CardText name={izoom.name} badge={<PictureCount count={izoom.pictureCount} />} description={izoom.description}>
      <Readiness izoom={izoom} />
    </CardText>
  </Card>
);
