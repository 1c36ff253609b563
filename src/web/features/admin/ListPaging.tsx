import { Trans } from '@lingui/react/macro';
import { Group, Pagination, Text } from '@mantine/core';
import { type ListParams, pageCount } from '../../api/list-params';
import { useFormat } from '../../i18n/format';

/** Which items of how many are shown, and the pages. */
export const ListPaging = ({
  params,
  total,
  onChange,
}: {
  params: ListParams;
  total: number;
  onChange: (params: ListParams) => void;
}) => {
  const { formatNumber } = useFormat();
  const pages = pageCount(total, params.pageSize);
  const from = formatNumber(Math.min(total, (params.page - 1) * params.pageSize + 1));
  const to = formatNumber(Math.min(total, params.page * params.pageSize));
  const all = formatNumber(total);
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Trans>
          {from}–{to} of {all}
        </Trans>
      </Text>
      {pages > 1 && <Pagination total={pages} value={params.page} onChange={(page) => onChange({ ...params, page })} />}
    </Group>
  );
};
