import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LIST_SORTS, type ListParams, type ListSort } from '../../api/list-params';

interface ListControlsProps {
  params: ListParams;
  onChange: (params: ListParams) => void;
}

/** Search by name and sort order of an admin list; a new search or sort starts again at page 1. */
export const ListControls = ({ params, onChange }: ListControlsProps) => {
  const { t } = useLingui();
  const [search, setSearch] = useState(params.q ?? '');
  const send = useDebouncedCallback((q: string) => onChange({ ...params, q: q || undefined, page: 1 }), 300);
  const sortLabels: Record<ListSort, string> = {
    '-updatedAt': t`Last changed first`,
    updatedAt: t`Last changed last`,
    name: t`Name A–Z`,
    '-name': t`Name Z–A`,
    '-createdAt': t`Newest first`,
    createdAt: t`Oldest first`,
  };
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        flex="1 1 240px"
        leftSection={<IconSearch size={16} />}
        placeholder={t`Search by name`}
        aria-label={t`Search by name`}
        value={search}
        maxLength={200}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          send(event.currentTarget.value);
        }}
        data-testid="list-search"
      />
      <Select
        w={220}
        aria-label={t`Sort`}
        allowDeselect={false}
        data={LIST_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
        value={params.sort}
        onChange={(value) => value && onChange({ ...params, sort: value as ListSort, page: 1 })}
        data-testid="list-sort"
      />
    </Group>
  );
};
