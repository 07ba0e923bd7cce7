import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import type { FormValues, WorkOrder, WorkOrderDetail } from '@beacon/contracts/work-order';
import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RecordDialogProps } from '../../../components/page-kit/page-spec';
import { projectName, useProjectChoices } from '../../../components/project/project-choices';
import { PRIORITY_COLORS, STATUS_COLORS } from '../../../components/work-order/work-order-colors';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { formatDateTime } from '../../../lib/formatters';
import { WorkOrderTimeline } from './work-order-timeline';

/** One resolution value as read: yes/no for a switch, a range joined, the rest as it is. */
const valueText = (t: TFunction, value: FormValues[string]): string => {
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (Array.isArray(value)) return value.join(' ~ ');
  return value === null ? '' : String(value);
};

/** The work order's facts, its resolution values by their labels, and its timeline. */
function DetailBody({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('workOrder');
  const projects = useProjectChoices();
  const facts = [
    ['number', order.number],
    ['title', order.title],
    ['templateName', order.templateName],
    ['project', projectName(projects, order.projectCode)],
    ['devKey', order.devKey ?? ''],
    [
      'priority',
      <Tag key="priority" color={PRIORITY_COLORS[order.priority]}>
        {t(`values.priority.${order.priority}`)}
      </Tag>,
    ],
    [
      'status',
      <Tag key="status" color={STATUS_COLORS[order.status]}>
        {t(`values.status.${order.status}`)}
      </Tag>,
    ],
    ['assignee', order.assigneeName],
    ['deadline', formatDateTime(order.deadline)],
    ['createTime', formatDateTime(order.createTime)],
  ] as const;
  const values = order.formFields.filter((field) => order.formValues[field.model] !== undefined);
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={facts.map(([key, value]) => ({ key, label: t(key), children: value || '--' }))}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('formValues')}
      </Typography.Title>
      {values.length === 0 ? (
        <Typography.Text type="secondary">{t('noFormValues')}</Typography.Text>
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={values.map((field) => ({
            key: field.model,
            label: field.label,
            children: valueText(t, order.formValues[field.model] ?? null),
          }))}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('timeline')}
      </Typography.Title>
      <WorkOrderTimeline entries={order.timeline} />
    </>
  );
}

/** A work order's detail in a drawer: its facts, resolution and timeline, read fresh when it opens. */
export function WorkOrderDetailDrawer({ record, open, onClose, afterClose }: RecordDialogProps<WorkOrder>) {
  const { t } = useTranslation('workOrder');
  const detail = useQuery({
    ...endpointQueryOptions(workOrderEndpoints.get, { params: { id: record.id } }),
    staleTime: 0,
  });
  const order = detail.data?.data;
  return (
    <Drawer
      open={open}
      size={DRAWER_WIDTH}
      title={`${t('detailTitle')} · ${record.number}`}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose();
      }}
      destroyOnHidden
      data-testid="work-order-detail"
    >
      {order ? <DetailBody order={order} /> : <Spin spinning={detail.isPending} />}
    </Drawer>
  );
}
