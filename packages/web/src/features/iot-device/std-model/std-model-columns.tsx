import type { StdModel } from '@beacon/contracts/iot-model';
import { STD_MODEL_BUTTONS } from '@beacon/contracts/iot-model.endpoints';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn } from '../../../components/crud/crud-columns';
import type { StdModelLookups } from './std-model-lookups';

/** What a row action does. */
export interface StdModelRowActions {
  detail: (row: StdModel) => void;
  edit: (row: StdModel) => void;
  relevance: (row: StdModel) => void;
  remove: (row: StdModel) => void;
}

/** The size of a model as "properties / events / services". */
export const modelSizeText = (row: Pick<StdModel, 'properties' | 'events' | 'services'>): string =>
  `${row.properties.length} / ${row.events.length} / ${row.services.length}`;

/** Columns of the standard model list. */
export function stdModelColumns(
  t: TFunction,
  lookups: StdModelLookups,
  actions: StdModelRowActions,
): ColumnsType<StdModel> {
  return [
    { title: t('stdModel:name'), dataIndex: 'name', width: 160, ellipsis: true },
    { title: t('stdModel:productKey'), dataIndex: 'productKey', width: 150 },
    {
      title: t('stdModel:group'),
      dataIndex: 'groupId',
      width: 120,
      render: (id: number | null) => lookups.groupName(id),
    },
    {
      title: t('stdModel:category'),
      dataIndex: 'categoryId',
      width: 150,
      render: (id: number | null) => lookups.categoryName(id),
    },
    { title: t('stdModel:protocol'), dataIndex: 'protocol', width: 90 },
    {
      title: t('stdModel:domainModel'),
      dataIndex: 'domainModelId',
      width: 160,
      render: (id: number | null) => lookups.domainName(id),
    },
    {
      title: t('stdModel:modelSize'),
      key: 'modelSize',
      width: 130,
      render: (_value: unknown, row: StdModel) => modelSizeText(row),
    },
    {
      title: t('stdModel:alarmRules'),
      key: 'alarmRules',
      width: 90,
      align: 'right',
      render: (_value: unknown, row: StdModel) => row.alarmRules.length,
    },
    dateTimeColumn<StdModel>(t('stdModel:updateDate'), 'updateDate'),
    actionsColumn<StdModel>(
      t('stdModel:actions'),
      [
        { key: 'detail', label: t('stdModel:detail'), onClick: actions.detail },
        { key: 'edit', label: t('stdModel:edit'), pageId: STD_MODEL_BUTTONS.edit, onClick: actions.edit },
        {
          key: 'relevance',
          label: t('stdModel:relevance'),
          pageId: STD_MODEL_BUTTONS.relevance,
          onClick: actions.relevance,
        },
        {
          key: 'delete',
          label: t('stdModel:delete'),
          pageId: STD_MODEL_BUTTONS.delete,
          danger: true,
          onClick: actions.remove,
        },
      ],
      230,
    ),
  ];
}
