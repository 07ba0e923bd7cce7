import { PlusOutlined } from '@ant-design/icons';
import { THING_MODEL_LIMITS } from '@beacon/contracts/thing-model-fields';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import type { DefinitionRow } from './definition-columns';
import { withErrors } from './service-params-editor';

/** Props of one list's table. */
export interface DefinitionTableProps<T extends { identifier: string; name: string }> {
  items: readonly T[];
  /** The kind's own columns (after identifier and name). */
  columns: ColumnsType<DefinitionRow<T>>;
  /** The validator's messages of an item. */
  errorsOf: (position: number) => string[];
  readOnly: boolean;
  addLabel: string;
  onAdd: () => void;
  onEdit: (position: number) => void;
  onRemove: (position: number) => void;
  testId: string;
}

/** One list of the model (properties, events or services) as a table, with add, edit and delete. */
export function DefinitionTable<T extends { identifier: string; name: string }>(props: DefinitionTableProps<T>) {
  const { t } = useTranslation('thingModel');
  const columns: ColumnsType<DefinitionRow<T>> = [
    { title: t('identifier'), dataIndex: 'identifier', width: 150 },
    {
      title: t('name'),
      dataIndex: 'name',
      width: 160,
      render: (name: string, row) => withErrors(name, props.errorsOf(row.position)),
    },
    ...props.columns,
  ];
  if (!props.readOnly) {
    columns.push({
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      width: 120,
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => props.onEdit(row.position)}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => props.onRemove(row.position)}>
            {t('remove')}
          </Button>
        </Space>
      ),
    });
  }
  return (
    <>
      {!props.readOnly && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={props.onAdd}
          disabled={props.items.length >= THING_MODEL_LIMITS.definitionsMax}
          data-testid={`${props.testId}-add`}
        >
          {props.addLabel}
        </Button>
      )}
      <DataTable<DefinitionRow<T>>
        rowKey="position"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={props.items.map((item, position) => ({ ...item, position }))}
        data-testid={props.testId}
      />
    </>
  );
}
