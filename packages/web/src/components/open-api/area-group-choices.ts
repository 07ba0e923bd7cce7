import type { ApiArea, ApiGroup } from '@beacon/contracts/open-platform';
import { apiAreaEndpoints, apiGroupEndpoints } from '@beacon/contracts/open-platform.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import type { FieldControl } from '../page-kit/page-spec';

const NO_AREAS: readonly ApiArea[] = [];
const NO_GROUPS: readonly ApiGroup[] = [];

/** Every Open API area as a choice (empty until they have loaded). */
export function useAreaChoices(): readonly ApiArea[] {
  return useQuery(endpointQueryOptions(apiAreaEndpoints.list, { body: {} }, { silent: true })).data?.object ?? NO_AREAS;
}

/** Every Open API group as a choice, each with its area (empty until they have loaded). */
export function useGroupChoices(): readonly ApiGroup[] {
  return (
    useQuery(endpointQueryOptions(apiGroupEndpoints.list, { body: {} }, { silent: true })).data?.object ?? NO_GROUPS
  );
}

/** Records with an id and a name as select options. */
export const namedOptions = (records: readonly { id: number; name: string }[]) =>
  records.map((record) => ({ value: record.id, label: record.name }));

/** A list page's filter control choosing one of these records by name (areas, groups). */
export const namedSelect = (records: readonly { id: number; name: string }[]): FieldControl => ({
  type: 'select',
  clearable: true,
  componentProps: { showSearch: { optionFilterProp: 'label' } },
  options: namedOptions(records),
});
