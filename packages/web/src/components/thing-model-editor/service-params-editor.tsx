import { PlusOutlined } from '@ant-design/icons';
import type { ParamDef } from '@beacon/contracts/thing-model';
import { THING_MODEL_LIMITS } from '@beacon/contracts/thing-model-fields';
import { formatPath, type ThingModelError } from '@beacon/contracts/thing-model-issues';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/api-client/refusal-text';
import { useOverlay } from '../crud/use-overlay';
import { DataTable } from '../data-table/data-table';
import { dataTypeText } from './data-type-text';
import { isUnderPath } from './field-errors';
import { ParamFormDrawer } from './param-form-drawer';

/** Props of the parameter-list editor (stable: the domain service model page uses it too). */
export interface ServiceParamsEditorProps {
  /** The parameters (antd Form.Item passes them). */
  value?: readonly ParamDef[];
  /** Called with the whole new list after an add, edit or delete (antd Form.Item passes it). */
  onChange?: (params: ParamDef[]) => void;
  /** Only the table: no add, edit or delete. */
  readOnly?: boolean;
  /** Test id of the table; the add button's is `<testId>-add`, the drawer's `<testId>-drawer`. */
  testId?: string;
  /** Errors reported from outside for this list, paths relative to it (`[2].dataType.specs.min`). */
  errors?: readonly ThingModelError[];
}

type Row = ParamDef & { position: number };

/**
 * A list of input or output parameters (identifier, name, data type) as a table; add, edit and delete each
 * one in an inner drawer whose fields follow the data type, checked by the contract's validator.
 */
export function ServiceParamsEditor({
  value = [],
  onChange,
  readOnly = false,
  testId = 'params',
  errors = [],
}: ServiceParamsEditorProps) {
  const { t } = useTranslation('thingModel');
  const drawer = useOverlay<{ index?: number }>();
  const rowErrors = (position: number): string[] => {
    const at = formatPath([position]);
    return errors.filter((error) => isUnderPath(error.path, at)).map((error) => `${error.path}: ${refusalText(error)}`);
  };
  const columns: ColumnsType<Row> = [
    { title: t('identifier'), dataIndex: 'identifier', width: 140 },
    {
      title: t('name'),
      dataIndex: 'name',
      width: 140,
      render: (name: string, row) => withErrors(name, rowErrors(row.position)),
    },
    { title: t('dataType'), key: 'dataType', render: (_value, row) => dataTypeText(row.dataType, t) },
  ];
  if (!readOnly) {
    columns.push({
      title: t('actions'),
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => drawer.show({ index: row.position })}>
            {t('edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => onChange?.(value.filter((_param, position) => position !== row.position))}
          >
            {t('remove')}
          </Button>
        </Space>
      ),
    });
  }
  return (
    <div>
      <DataTable<Row>
        rowKey="position"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={value.map((param, position) => ({ ...param, position }))}
        data-testid={testId}
      />
      {!readOnly && (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          style={{ marginTop: 8 }}
          onClick={() => drawer.show({})}
          disabled={value.length >= THING_MODEL_LIMITS.paramsMax}
          data-testid={`${testId}-add`}
        >
          {t('addParam')}
        </Button>
      )}
      {drawer.state && (
        <ParamFormDrawer
          key={drawer.state.key}
          open={drawer.state.open}
          params={value}
          index={drawer.state.target.index}
          onSave={(params) => {
            onChange?.(params);
            drawer.close();
          }}
          onClose={drawer.close}
          afterClose={drawer.afterClose}
          testId={`${testId}-drawer`}
        />
      )}
    </div>
  );
}

/** A cell's content with the errors of its row under it. */
export function withErrors(content: ReactNode, messages: readonly string[]): ReactNode {
  if (messages.length === 0) return content;
  return (
    <>
      {content}
      {messages.map((message) => (
        <div key={message} className="ant-form-item-explain-error" role="alert">
          {message}
        </div>
      ))}
    </>
  );
}
