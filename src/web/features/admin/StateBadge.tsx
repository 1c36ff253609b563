import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { GenerateState } from '../../../shared/schemas/izooms';
import { useFormat } from '../../i18n/format';

type State = GenerateState['state'] | 'running';

const COLORS: Record<State, string> = {
  idle: 'gray',
  queued: 'yellow',
  generating: 'blue',
  running: 'blue',
  done: 'green',
  failed: 'red',
  stopped: 'orange',
};

/** A generation state (an izoom's, or a job's) as a coloured badge, with the progress while it runs. */
export const StateBadge = ({ state, progress }: { state: State; progress?: number }) => {
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  const percent = formatNumber(progress ?? 0, { style: 'percent' });
  const labels: Record<State, string> = {
    idle: t`Not generated`,
    queued: t`Queued`,
    generating: t`Generating ${percent}`,
    running: t`Generating ${percent}`,
    done: t`Done`,
    failed: t`Failed`,
    stopped: t`Stopped`,
  };
  return (
    <Badge
      variant="light"
      color={COLORS[state]}
      // Darker text than Mantine's light badge: readable (WCAG AA) on its tint in both themes.
      c={`light-dark(color-mix(in srgb, var(--mantine-color-${COLORS[state]}-9), black 35%), var(--mantine-color-${COLORS[state]}-2))`}
      tt="none"
      data-testid="state-badge"
      data-state={state}
    >
      {labels[state]}
    </Badge>
  );
};

/** Public or private. */
export const VisibilityBadge = ({ isPublic }: { isPublic: boolean }) => {
  const { t } = useLingui();
  return (
    <Badge variant="outline" color={isPublic ? 'teal' : 'gray'} tt="none">
      {isPublic ? t`Public` : t`Private`}
    </Badge>
  );
};
