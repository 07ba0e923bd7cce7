import type { DomainModel } from '@beacon/contracts/iot-domain-model';
import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { endpointListSource } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** Domain service models page by page (filters: name, domain, status). */
export const domainModelPageSource: ListSource<DomainModel> = endpointListSource(domainModelEndpoints.page);
