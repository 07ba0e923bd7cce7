import { PlusOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import { deviceCategoryEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { DeviceCategoryNode } from '@beacon/contracts/iot-model-catalog';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Space, Spin, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { deleteCategory } from './api/delete-category';
import { categoryTreeQueryOptions } from './api/post-category-list';
import { CategoryFormDialog, type CategoryTarget } from './category-form-dialog';
import { fitWidth } from './fit-width';

/** Props of the category manager. */
export interface CategoryManagerDrawerProps {
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

/** The device category tree with create (root or child), edit and delete of each category. */
export function CategoryManagerDrawer({ open, onClose, afterClose }: CategoryManagerDrawerProps) {
  const { t } = useTranslation('device');
  const categories = useQuery(categoryTreeQueryOptions());
  const tree = categories.data?.data ?? [];
  const editor = useOverlay<CategoryTarget>();
  const remove = useConfirmAction<DeviceCategoryNode>({
    confirm: 'delete',
    run: (node) => deleteCategory(node.id),
    success: () => t('deleted'),
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
            {t('edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => void remove(node)}>
            {t('delete')}
          </Button>
        </Space>
      ),
      children: toNodes(node.children),
    }));

  return (
    <Drawer
      open={open}
      size={fitWidth(DRAWER_WIDTH)}
      title={t('categoryManager')}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose?.();
      }}
      destroyOnHidden
      data-testid="device-category-drawer"
    >
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => editor.show({ parentId: null })}
        style={{ marginBottom: 12 }}
        data-testid="device-category-create"
      >
        {t('categoryCreate')}
      </Button>
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
    </Drawer>
  );
}
