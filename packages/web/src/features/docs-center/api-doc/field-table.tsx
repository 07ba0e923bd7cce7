import { Collapse, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldRow } from './schema-rows';

/** Props of a documentation table of fields. */
export interface FieldTableProps {
  rows: FieldRow[];
  /** Show where each field travels (request parameters). */
  showPlace?: boolean;
  /** The JSON Schema the rows come from, shown folded under the table. */
  schema: Record<string, unknown> | null;
  testId: string;
}

/** The fields of a request or response as a table (name, where, type, required, description, rules) and its schema. */
export function FieldTable({ rows, showPlace, schema, testId }: FieldTableProps) {
  const { t } = useTranslation('apiDoc');
  return (
    <>
      <Table<FieldRow>
        size="small"
        bordered
        rowKey={(row) => `${row.place ?? ''}:${row.name}`}
        pagination={false}
        scroll={{ x: 720 }}
        dataSource={rows}
        data-testid={testId}
        locale={{ emptyText: t('noParams') }}
        columns={[
          {
            title: t('columns.name'),
            dataIndex: 'name',
            width: 200,
            render: (name: string) => (name ? <Typography.Text code>{name}</Typography.Text> : t('whole')),
          },
          ...(showPlace
            ? [
                {
                  title: t('columns.place'),
                  dataIndex: 'place',
                  width: 90,
                  render: (place: string) => t(`places.${place}`),
                },
              ]
            : []),
          { title: t('columns.type'), dataIndex: 'type', width: 130 },
          {
            title: t('columns.required'),
            dataIndex: 'required',
            width: 70,
            render: (required: boolean) => (required ? <Tag color="red">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>),
          },
          { title: t('columns.description'), dataIndex: 'description', render: (text: string) => text || '--' },
          {
            title: t('columns.rules'),
            dataIndex: 'rules',
            width: 200,
            render: (rules: FieldRow['rules']) =>
              rules.length === 0
                ? '--'
                : rules.map((rule) => <div key={rule.kind}>{t(`rules.${rule.kind}`, { value: rule.value })}</div>),
          },
        ]}
      />
      {schema && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'schema',
              label: t('showSchema'),
              children: (
                <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto' }}>{JSON.stringify(schema, null, 2)}</pre>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
