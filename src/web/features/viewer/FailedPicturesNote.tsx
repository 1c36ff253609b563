import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ViewerSource } from '../../../viewer';

/** Says which outside IIIF images could not be read (the rest of the izoom shows); nothing when all could. */
export const FailedPicturesNote = ({ source }: { source: ViewerSource }) => {
  const { t } = useLingui();
  const failed = source.failedPictures ?? [];
  if (failed.length === 0) return null;
  const names = failed.map((picture) => picture.name).join(', ');
  return (
    <Text
      role="status"
      size="sm"
      c="white"
      bg="rgba(120, 20, 20, 0.85)"
      px="sm"
      py={4}
      data-testid="viewer-failed-pictures"
      title={failed.map((picture) => `${picture.name}: ${picture.reason}`).join('\n')}
      style={{ position: 'absolute', left: 8, top: 64, maxWidth: 'calc(100% - 16px)', zIndex: 3, borderRadius: 4 }}
    >
      {t`Could not be shown: ${names}`}
    </Text>
  );
};
