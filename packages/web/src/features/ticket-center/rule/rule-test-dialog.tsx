import type { RuleTestMatch, WorkOrderRule } from '@beacon/contracts/work-order-rule';
import { ruleEndpoints } from '@beacon/contracts/work-order-rule.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEVERITY_COLORS } from '../../../components/alarm/alarm-colors';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { projectName, useProjectChoices } from '../../../components/project/project-choices';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';

/** Which of the last 100 alarms (of the caller's projects) the rule would have matched, run when it opens. */
export function RuleTestDialog({ record, open, onClose, afterClose }: RecordDialogProps<WorkOrderRule>) {
  const { t } = useTranslation('workOrderRule');
  const projects = useProjectChoices();
  const test = useQuery({
    ...endpointQueryOptions(ruleEndpoints.test, { params: { id: record.id } }),
    staleTime: 0,
    gcTime: 0,
  });
  const result = test.data?.data;
  return (
    <Modal
      open={open}
      width={860}
      title={`${t('testTitle')} · ${record.name}`}
      footer={null}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      data-testid="rule-test"
    >
      {result === undefined ? (
        <Spin spinning={test.isPending}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : (
        <>
          <Alert
            type={result.matched.length > 0 ? 'success' : 'info'}
            showIcon
            title={t('testSummary', { checked: result.checked, count: result.matched.length })}
            style={{ marginBottom: 12 }}
          />
          <Table<RuleTestMatch>
            rowKey="id"
            size="small"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={result.matched}
            locale={{ emptyText: t('noMatch') }}
            columns={[
              {
                title: t('firstTime'),
                key: 'firstTime',
                width: 170,
                render: (_, row) => formatDateTime(row.firstTime),
              },
              { title: t('devKey'), dataIndex: 'devKey', key: 'devKey' },
              { title: t('project'), key: 'project', render: (_, row) => projectName(projects, row.projectCode) },
              { title: t('source'), key: 'source', render: (_, row) => t(`values.source.${row.source}`) },
              { title: t('sourceKey'), dataIndex: 'sourceKey', key: 'sourceKey' },
              {
                title: t('severity'),
                key: 'severity',
                render: (_, row) => (
                  <Tag color={SEVERITY_COLORS[row.severity]}>{t(`values.severity.${row.severity}`)}</Tag>
                ),
              },
              { title: t('cleared'), key: 'cleared', render: (_, row) => (row.cleared ? t('yes') : t('no')) },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
