import { IOT_MODEL_PAGES } from '@beacon/contracts/iot-model.endpoints';
import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn } from '../../../components/crud/crud-columns';

/** Button ids of the third-party model page. */
export const THIRD_MODEL_BUTTONS = {
  create: `${IOT_MODEL_PAGES.thirdModel}:create`,
  edit: `${IOT_MODEL_PAGES.thirdModel}:edit`,
  delete: `${IOT_MODEL_PAGES.thirdModel}:delete`,
  import: `${IOT_MODEL_PAGES.thirdModel}:import`,
} as const;

/** What a row action does. */
export interface ThirdModelRowActions {
  detail: (row: ThirdModel) => void;
  edit: (row: ThirdModel) => void;
  remove: (row: ThirdModel) => void;
}

/** Columns of the third-party model list. */
export function thirdModelColumns(t: TFunction, actions: ThirdModelRowActions): ColumnsType<ThirdModel> {
  return [
    { title: t('thirdModel:name'), dataIndex: 'name', width: 160, ellipsis: true },
    { title: t('thirdModel:manufacturer'), dataIndex: 'manufacturer', width: 150, ellipsis: true },
    { title: t('thirdModel:modelNumber'), dataIndex: 'modelNumber', width: 140 },
    { title: t('thirdModel:protocol'), dataIndex: 'protocol', width: 90 },
    {
      title: t('thirdModel:modelSize'),
      key: 'modelSize',
      width: 130,
      render: (_value: unknown, row: ThirdModel) =>
        `${row.properties.length} / ${row.events.length} / ${row.services.length}`,
    },
    { title: t('thirdModel:description'), dataIndex: 'description', width: 200, ellipsis: true },
    dateTimeColumn<ThirdModel>(t('thirdModel:updateDate'), 'updateDate'),
    actionsColumn<ThirdModel>(
      t('thirdModel:actions'),
      [
        { key: 'detail', label: t('thirdModel:detail'), onClick: actions.detail },
        { key: 'edit', label: t('thirdModel:edit'), pageId: THIRD_MODEL_BUTTONS.edit, onClick: actions.edit },
        {
          key: 'delete',
          label: t('thirdModel:delete'),
          pageId: THIRD_MODEL_BUTTONS.delete,
          danger: true,
          onClick: actions.remove,
        },
      ],
      180,
    ),
  ];
}
