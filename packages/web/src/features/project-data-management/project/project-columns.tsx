import type { Project, ProjectStatus, ProjectType, RegionTreeNode } from '@beacon/contracts/project-data-management';
import { PROJECT_BUTTONS } from '@beacon/contracts/project-data-management.endpoints';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { actionsColumn, dateTimeColumn, type StatusLook, statusColumn } from '../../../components/crud/crud-columns';
import type { ExportColumn } from '../../../components/crud/export-rows';
import { regionNames } from '../../../components/region/region-tree';
import { formatDateTime } from '../../../lib/formatters';

/** What a row action does. */
export interface ProjectRowActions {
  edit: (row: Project) => void;
  remove: (row: Project) => void;
}

/** How each project status shows: active green, inactive grey. */
export const projectStatusLooks = (t: TFunction): Record<ProjectStatus, StatusLook> => ({
  active: { color: 'green', text: t('project:statuses.active') },
  inactive: { color: 'default', text: t('project:statuses.inactive') },
});

/** The region of a project as "province / city / district" (its code when the tree does not know it). */
export const regionText = (tree: readonly RegionTreeNode[], areaCode: string): string =>
  regionNames(tree, areaCode).join(' / ') || areaCode;

/** The coordinates of a project as "longitude, latitude" (empty when it has none). */
export const coordinatesText = (row: Project): string =>
  row.longitude === null || row.latitude === null ? '' : `${row.longitude}, ${row.latitude}`;

const typeText = (t: TFunction, type: ProjectType): string => t(`project:types.${type}`);

/** Columns of the project list. */
export function projectColumns(
  t: TFunction,
  tree: readonly RegionTreeNode[],
  actions: ProjectRowActions,
): ColumnsType<Project> {
  return [
    { title: t('project:projectCode'), dataIndex: 'projectCode', width: 140 },
    { title: t('project:projectName'), dataIndex: 'projectName', width: 160, ellipsis: true },
    {
      title: t('project:type'),
      dataIndex: 'type',
      width: 90,
      render: (type: ProjectType) => <Tag color="blue">{typeText(t, type)}</Tag>,
    },
    {
      title: t('project:region'),
      dataIndex: 'areaCode',
      width: 200,
      render: (areaCode: string) => regionText(tree, areaCode),
    },
    { title: t('project:address'), dataIndex: 'address', width: 200, ellipsis: true },
    {
      title: t('project:coordinates'),
      key: 'coordinates',
      width: 170,
      render: (_value: unknown, row: Project) => coordinatesText(row),
    },
    statusColumn<Project>(t('project:status'), 'status', projectStatusLooks(t)),
    { title: t('project:deviceCount'), dataIndex: 'deviceCount', width: 90, align: 'right' },
    dateTimeColumn<Project>(t('project:createDate'), 'createDate'),
    actionsColumn<Project>(t('project:actions'), [
      { key: 'edit', label: t('project:edit'), pageId: PROJECT_BUTTONS.edit, onClick: actions.edit },
      {
        key: 'delete',
        label: t('project:delete'),
        pageId: PROJECT_BUTTONS.delete,
        danger: true,
        onClick: actions.remove,
      },
    ]),
  ];
}

/** Columns of the exported sheet (the table's, as plain text). */
export const projectExportColumns = (t: TFunction, tree: readonly RegionTreeNode[]): ExportColumn<Project>[] => [
  { header: t('project:projectCode'), value: (row) => row.projectCode, width: 16 },
  { header: t('project:projectName'), value: (row) => row.projectName, width: 24 },
  { header: t('project:type'), value: (row) => typeText(t, row.type), width: 10 },
  { header: t('project:region'), value: (row) => regionText(tree, row.areaCode), width: 28 },
  { header: t('project:address'), value: (row) => row.address, width: 32 },
  { header: t('project:coordinates'), value: coordinatesText, width: 22 },
  { header: t('project:status'), value: (row) => t(`project:statuses.${row.status}`), width: 10 },
  { header: t('project:deviceCount'), value: (row) => row.deviceCount, width: 10 },
  { header: t('project:createDate'), value: (row) => formatDateTime(row.createDate), width: 20 },
];
