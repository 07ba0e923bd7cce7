import { abnormalSettingEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { endpointQueryOptions } from '../../../../lib/api-client/call-endpoint';

/** Query options of a project's abnormal-detection limits (always fetched fresh: the drawer edits them). */
export const abnormalSettingQueryOptions = (projectCode: string) => ({
  ...endpointQueryOptions(abnormalSettingEndpoints.get, { params: { projectCode } }),
  staleTime: 0,
});
