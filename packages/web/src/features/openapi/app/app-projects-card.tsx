import { gatewayAppBindingEndpoints as E, GATEWAY_APP_BUTTONS } from '@beacon/contracts/gateway-app.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission/permission';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { AppProjectBindDialog } from './app-project-bind-dialog';

/** An application's bound projects (the data it may read), set in the binding dialog. */
export function AppProjectsCard({ appId }: { appId: number }) {
  const { t } = useTranslation('gatewayApp');
  const [binding, setBinding] = useState(false);
  const query = useQuery({ ...endpointQueryOptions(E.projectList, { query: { id: appId } }), staleTime: 0 });
  const projects = query.data?.object ?? [];
  return (
    <Card
      title={t('boundProjects')}
      size="small"
      loading={query.isPending}
      data-testid="app-projects"
      extra={
        <Permission pageId={GATEWAY_APP_BUTTONS.bindProject}>
          <Button type="primary" size="small" onClick={() => setBinding(true)} data-testid="app-bind-project">
            {t('bindProject')}
          </Button>
        </Permission>
      }
    >
      {projects.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noProjects')} />
      ) : (
        <Space wrap>
          {projects.map((project) => (
            <Tag key={project.projectCode}>{`${project.projectName} (${project.projectCode})`}</Tag>
          ))}
        </Space>
      )}
      {binding && (
        <AppProjectBindDialog
          appId={appId}
          bound={projects.map((project) => project.projectCode)}
          onClose={() => setBinding(false)}
        />
      )}
    </Card>
  );
}
