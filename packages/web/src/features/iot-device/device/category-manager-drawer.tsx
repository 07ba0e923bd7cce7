import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { DeviceCategoryNode } from '@beacon/contracts/iot-model-catalog';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Spin, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { ManagerDrawer } from '../../../components/crud/manager-drawer';
import type { OverlayProps } from '../../../components/crud/overlay-button';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { CategoryFormDialog, type CategoryTarget } from './category-form-dialog';
import { fitWidth } from './fit-width';

/** The device category tree with create (root or child), edit and delete of each category. */
export function CategoryManagerDrawer({ open, onClose, afterClose }: OverlayProps) {
  const { t } = useTranslation('device');
  const categories = useQuery(endpointQueryOptions(deviceCategoryEndpoints.list));
  const tree = categories.data?.data ?? [];
  const editor = useOverlay<CategoryTarget>();
  const remove = useConfirmAction<DeviceCategoryNode>({
    confirm: { deleteOf: (node) => node.name },
    run: (node) => callEndpoint(deviceCategoryEndpoints.remove, { params: { id: node.id } }),
    success: () => t('pageKit:deleted'),
    invalidates: [deviceCategoryEndpoints.remove],
  });

  const toNodes = (nodes: readonly DeviceCategoryNode[]): DataNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: (
        <Space size={4} wrap data-testid={`device-category-${node.id}`}>
          <span>{node.name}</span>
          <Tag>{t(`categoryTypes.${node.type}`)}</Tag>
          <Button type="link" size="small" onClick={() => editor.show({ parentId: node.id })}>
            {t('categoryAddChild')}
          </Button>
          <Button type="link" size="small" onClick={() => editor.show({ category: node })}>
            {t('pageKit:edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => void remove(node)}>
            {t('pageKit:delete')}
          </Button>
        </Space>
      ),
      children: toNodes(node.children),
    }));

  return (
    <ManagerDrawer
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={t('categoryManager')}
      width={fitWidth(DRAWER_WIDTH)}
      testId="device-category-drawer"
      create={{
        label: t('categoryCreate'),
        testId: 'device-category-create',
        onClick: () => editor.show({ parentId: null }),
      }}
    >
      <Spin spinning={categories.isPending}>
        {!categories.isPending && tree.length === 0 && <EmptyState text={t('categoryEmpty')} />}
        {tree.length > 0 && (
          // A reload (after a change) mounts the tree again, so new categories show expanded too.
          <Tree key={categories.dataUpdatedAt} blockNode defaultExpandAll selectable={false} treeData={toNodes(tree)} />
        )}
      </Spin>
      {editor.state && (
        <CategoryFormDialog
          key={editor.state.key}
          open={editor.state.open}
          target={editor.state.target}
          tree={tree}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
    </ManagerDrawer>
  );
}
