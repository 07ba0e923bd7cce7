import type { StdModel } from '@beacon/contracts/iot-model';
import { stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** Standard models page by page (filters: name, productKey, groupId, categoryId). */
export const stdModelPageSource: ListSource<StdModel> = endpointListSource(stdModelEndpoints.page);
