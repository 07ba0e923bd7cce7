import { PlusOutlined } from '@ant-design/icons';
import type { Project } from '@beacon/contracts/project-data-management';
import { PROJECT_BUTTONS, projectEndpoints } from '@beacon/contracts/project-data-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/crud/export-button';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { regionTreeQueryOptions } from '../../../components/region/region-tree-query';
import { deleteProject } from './api/delete-project';
import { projectPageSource } from './api/post-project-page';
import { projectColumns, projectExportColumns } from './project-columns';
import { projectFields } from './project-filters';
import { ProjectFormDrawer } from './project-form-drawer';

const exportSource = () => projectPageSource;

/** Projects (/data-manage/project): filter, list, create, edit, delete and export to xlsx. */
export default function ProjectListPage() {
  const { t } = useTranslation('project');
  const editor = useOverlay<{ id?: number }>();
  const regions = useQuery(regionTreeQueryOptions());
  const tree = useMemo(() => regions.data?.data ?? [], [regions.data]);
  const remove = useConfirmAction<Project>({
    confirm: 'delete',
    run: (row) => deleteProject(row.id),
    success: () => t('deleted'),
    invalidates: [projectEndpoints.remove],
  });

  const fields = useMemo(() => projectFields(t), [t]);
  const exportColumns = useMemo(() => projectExportColumns(t, tree), [t, tree]);
  const columns = projectColumns(t, tree, {
    edit: (row) => editor.show({ id: row.id }),
    remove: (row) => void remove(row),
  });

  return (
    <>
      <ListPage<Project>
        source={projectPageSource}
        fields={fields}
        columns={columns}
        tableProps={{ scroll: { x: 1600 } }}
        actions={({ query }) => (
          <>
            <Permission pageId={PROJECT_BUTTONS.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => editor.show({})}
                data-testid="project-create"
              >
                {t('create')}
              </Button>
            </Permission>
            <ExportButton
              source={exportSource}
              filters={query.filters}
              columns={exportColumns}
              fileName={t('fileName')}
            />
          </>
        )}
      />
      {editor.state && (
        <ProjectFormDrawer
          key={editor.state.key}
          open={editor.state.open}
          projectId={editor.state.target.id}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
    </>
  );
}
