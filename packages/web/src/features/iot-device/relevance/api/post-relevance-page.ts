import type { ModelRelevance } from '@beacon/contracts/iot-third-model';
import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { endpointListSource, pageBody } from '../../../../components/list-page/endpoint-list-source';
import type { ListSource } from '../../../../components/list-page/list-source';

/** The associations of one standard model, page by page. */
export const relevancePageSource = (stdModelId: number): ListSource<ModelRelevance> =>
  endpointListSource(modelRelevanceEndpoints.page, (query) => ({ ...pageBody(query), stdModelId }));
