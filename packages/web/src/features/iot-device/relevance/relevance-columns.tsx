import { STD_MODEL_BUTTONS } from '@beacon/contracts/iot-model.endpoints';
import type { ModelRelevance } from '@beacon/contracts/iot-third-model';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn } from '../../../components/crud/crud-columns';
import { mappingText } from './conversion-text';

/** What a row action does. */
export interface RelevanceRowActions {
  edit: (row: ModelRelevance) => void;
  remove: (row: ModelRelevance) => void;
}

/** Columns of the association list: the third-party model, its mappings in short, dates, actions. */
export function relevanceColumns(t: TFunction, actions: RelevanceRowActions): ColumnsType<ModelRelevance> {
  return [
    { title: t('relevance:thirdModel'), dataIndex: 'thirdModelName', width: 180, ellipsis: true },
    {
      title: t('relevance:mappings'),
      key: 'mappings',
      width: 360,
      render: (_value: unknown, row: ModelRelevance) =>
        row.mappings.length === 0 ? (
          t('relevance:noMappings')
        ) : (
          <div>
            <div>{t('relevance:mappingCount', { count: row.mappings.length })}</div>
            {row.mappings.map((mapping) => (
              <div key={mapping.stdProperty} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
                {mappingText(t, mapping)}
              </div>
            ))}
          </div>
        ),
    },
    dateTimeColumn<ModelRelevance>(t('relevance:updateDate'), 'updateDate'),
    actionsColumn<ModelRelevance>(t('relevance:actions'), [
      { key: 'edit', label: t('relevance:edit'), pageId: STD_MODEL_BUTTONS.relevance, onClick: actions.edit },
      {
        key: 'delete',
        label: t('relevance:delete'),
        pageId: STD_MODEL_BUTTONS.relevance,
        danger: true,
        onClick: actions.remove,
      },
    ]),
  ];
}
