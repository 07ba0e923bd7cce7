import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** Third-party models page by page (filters: name, manufacturer, modelNumber, protocol). */
export const thirdModelPageSource: ListSource<ThirdModel> = endpointListSource(thirdModelEndpoints.page);
