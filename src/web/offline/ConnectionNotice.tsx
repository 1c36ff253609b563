import { useLingui } from '@lingui/react/macro';
import { Affix, Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { toast } from '../notices/toasts';
import { useOnline } from './use-online';

/**
 * Says when the app is offline (a badge that stays while it is) and when it is back (a success toast).
 * Offline, pages show what this device has kept: albums opened before and saved ones.
 */
export const ConnectionNotice = () => {
  const { t } = useLingui();
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) toast.success(t`izoom is back online.`);
    wasOnline.current = online;
  }, [online, t]);
  if (online) return null;
  return (
    <Affix position={{ top: 12, left: '50%' }} style={{ transform: 'translateX(-50%)' }} zIndex={350}>
      <Badge
        size="lg"
        color="orange"
        variant="filled"
        leftSection={<IconWifiOff size={14} aria-hidden />}
        role="status"
        data-testid="offline-notice"
        title={t`Pages show what this device has kept.`}
      >
        {t`Offline`}
      </Badge>
    </Affix>
  );
};
