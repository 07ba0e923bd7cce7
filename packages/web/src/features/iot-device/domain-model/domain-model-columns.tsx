import type { DomainModel, DomainModelStatus } from '@beacon/contracts/iot-domain-model';
import { IOT_MODEL_PAGES } from '@beacon/contracts/iot-model.endpoints';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { dateTimeColumn, type StatusLook, statusColumn } from '../../../components/crud/crud-columns';
import { Permission } from '../../../components/permission/permission';

/** Button page ids of the domain model page. */
export const DOMAIN_MODEL_BUTTONS = {
  create: `${IOT_MODEL_PAGES.domainModel}:create`,
  edit: `${IOT_MODEL_PAGES.domainModel}:edit`,
  delete: `${IOT_MODEL_PAGES.domainModel}:delete`,
  publish: `${IOT_MODEL_PAGES.domainModel}:publish`,
} as const;

/** What a row action does. */
export interface DomainModelRowActions {
  /** Edit a draft, or view a published model read-only. */
  open: (row: DomainModel) => void;
  publish: (row: DomainModel) => void;
  remove: (row: DomainModel) => void;
}

/** How each status shows: draft grey, published green (PRODUCT.md §3). */
export const domainModelStatusLooks = (t: TFunction): Record<DomainModelStatus, StatusLook> => ({
  draft: { color: 'default', text: t('domainModel:statuses.draft') },
  published: { color: 'green', text: t('domainModel:statuses.published') },
});

const isDraft = (row: DomainModel): boolean => row.status === 'draft';

// The kit's actions column hides actions; delete here stays visible but disabled, with the reason as a tooltip.
const actionsColumn = (t: TFunction, actions: DomainModelRowActions): ColumnType<DomainModel> => ({
  title: t('domainModel:actions'),
  key: 'actions',
  fixed: 'right',
  width: 190,
  render: (_value: unknown, row: DomainModel) => (
    <Space size={0} wrap>
      {isDraft(row) ? (
        <Permission pageId={DOMAIN_MODEL_BUTTONS.edit}>
          <Button type="link" size="small" onClick={() => actions.open(row)}>
            {t('domainModel:edit')}
          </Button>
        </Permission>
      ) : (
        <Button type="link" size="small" onClick={() => actions.open(row)}>
          {t('domainModel:view')}
        </Button>
      )}
      {isDraft(row) && (
        <Permission pageId={DOMAIN_MODEL_BUTTONS.publish}>
          <Button type="link" size="small" onClick={() => actions.publish(row)}>
            {t('domainModel:publish')}
          </Button>
        </Permission>
      )}
      <Permission pageId={DOMAIN_MODEL_BUTTONS.delete}>
        {isDraft(row) ? (
          <Button type="link" size="small" danger onClick={() => actions.remove(row)}>
            {t('domainModel:delete')}
          </Button>
        ) : (
          <Tooltip title={t('domainModel:deleteDraftsOnly')}>
            {/* A disabled button swallows the hover: the wrapper carries the tooltip. */}
            <span data-testid="domain-model-delete-disabled">
              <Button type="link" size="small" danger disabled aria-description={t('domainModel:deleteDraftsOnly')}>
                {t('domainModel:delete')}
              </Button>
            </span>
          </Tooltip>
        )}
      </Permission>
    </Space>
  ),
});

/** Columns of the domain model list. */
export function domainModelColumns(t: TFunction, actions: DomainModelRowActions): ColumnsType<DomainModel> {
  return [
    { title: t('domainModel:name'), dataIndex: 'name', width: 160, ellipsis: true },
    { title: t('domainModel:code'), dataIndex: 'code', width: 150 },
    {
      title: t('domainModel:domain'),
      dataIndex: 'domain',
      width: 110,
      render: (domain: DomainModel['domain']) => <Tag color="blue">{t(`domainModel:domains.${domain}`)}</Tag>,
    },
    { title: t('domainModel:version'), dataIndex: 'version', width: 90 },
    statusColumn<DomainModel>(t('domainModel:status'), 'status', domainModelStatusLooks(t)),
    {
      title: t('domainModel:services'),
      key: 'services',
      width: 200,
      ellipsis: true,
      render: (_value: unknown, row: DomainModel) =>
        row.services.length === 0
          ? ''
          : `${row.services.length}: ${row.services.map((service) => service.name).join('、')}`,
    },
    { title: t('domainModel:description'), dataIndex: 'description', width: 200, ellipsis: true },
    dateTimeColumn<DomainModel>(t('domainModel:updateDate'), 'updateDate'),
    actionsColumn(t, actions),
  ];
}
