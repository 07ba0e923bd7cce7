import { STD_MODEL_BUTTONS } from '@beacon/contracts/iot-model.endpoints';
import { modelRelevanceEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { definePage } from '../../../components/page-kit/define-page';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { relevanceEditPath } from './id-param';
import { MappingsCell, mappingLines, RelevanceAddButton, RelevanceHeader, useStdModelScope } from './relevance-parts';

/**
 * /std-model/relevance: the associations of the standard model `?stdModelId=` (its name above them), each with its
 * mappings in short; add and edit in the association editor, delete.
 */
export default definePage({
  route: '/std-model/relevance',
  texts: 'relevance',
  endpoint: modelRelevanceEndpoints.page,
  useScope: useStdModelScope,
  columns: [
    { key: 'thirdModelName', label: 'thirdModel', width: 180 },
    {
      key: 'mappings',
      width: 360,
      text: (row, { t }) => mappingLines(t, row).join('\n'),
      render: (row, { t }) => <MappingsCell lines={mappingLines(t, row)} />,
    },
    { key: 'updateDate', format: 'dateTime', width: 170 },
  ],
  rowActions: [
    {
      kind: 'link',
      key: 'edit',
      label: 'pageKit:edit',
      button: STD_MODEL_BUTTONS.relevance,
      to: (row) => relevanceEditPath(row.id),
    },
    {
      kind: 'delete',
      button: STD_MODEL_BUTTONS.relevance,
      name: (row) => row.thirdModelName,
      call: (row) => callEndpoint(modelRelevanceEndpoints.remove, { params: { id: row.id } }),
    },
  ],
  actionsWidth: 160,
  parts: { header: RelevanceHeader, toolbar: RelevanceAddButton },
});
