import type { DeviceImportReport, DeviceImportRowResult } from '@beacon/contracts/iot-device-files';
import { Alert, Checkbox, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonText } from '../../../lib/api-client/refusal-text';

/** The per-row report of an import: what was accepted, what was refused and why. */
export function ImportReport({ report }: { report: DeviceImportReport }) {
  const { t } = useTranslation('device');
  const [refusedOnly, setRefusedOnly] = useState(report.refused > 0);
  const rows = refusedOnly ? report.rows.filter((row) => !row.ok) : report.rows;
  return (
    <div data-testid="device-import-report">
      {report.imported ? (
        <Alert type="success" showIcon message={t('importDone', { count: report.accepted })} />
      ) : (
        <Alert
          type="error"
          showIcon
          message={t('importRefused', { refused: report.refused, total: report.total, accepted: report.accepted })}
        />
      )}
      {report.refused > 0 && (
        <Checkbox
          checked={refusedOnly}
          onChange={(event) => setRefusedOnly(event.target.checked)}
          style={{ margin: '12px 0' }}
        >
          {t('importFilterRefused')}
        </Checkbox>
      )}
      <Table<DeviceImportRowResult>
        size="small"
        bordered
        rowKey="row"
        style={{ marginTop: 12 }}
        scroll={{ x: 520 }}
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false, size: 'small' }}
        columns={[
          { title: t('importRow'), dataIndex: 'row', width: 70 },
          { title: t('devKey'), dataIndex: 'devKey', width: 150, ellipsis: true },
          {
            title: t('importResult'),
            dataIndex: 'ok',
            width: 80,
            render: (ok: boolean) =>
              ok ? <Tag color="green">{t('importAccepted')}</Tag> : <Tag color="red">{t('importRefusedRow')}</Tag>,
          },
          {
            title: t('importReason'),
            dataIndex: 'reason',
            render: (_reason: string | undefined, row: DeviceImportRowResult) => reasonText(row),
          },
        ]}
      />
    </div>
  );
}
