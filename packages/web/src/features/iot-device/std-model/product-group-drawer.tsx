import { PlusOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ProductGroup } from '@beacon/contracts/iot-model-catalog';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn } from '../../../components/crud/crud-columns';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { DataTable } from '../../../components/data-table/data-table';
import { deleteProductGroup } from './api/delete-product-group';
import { productGroupsQueryOptions } from './api/get-product-groups';
import { ProductGroupDialog } from './product-group-dialog';

/** Props of the product group manager. */
export interface ProductGroupDrawerProps {
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

/** Product groups (the spec's stdProductGroup): list, create, rename and delete (refused while models are in it). */
export function ProductGroupDrawer({ open, onClose, afterClose }: ProductGroupDrawerProps) {
  const { t } = useTranslation('stdModel');
  const groups = useQuery(productGroupsQueryOptions());
  const editor = useOverlay<{ group?: ProductGroup }>();
  const remove = useConfirmAction<ProductGroup>({
    confirm: 'delete',
    run: (group) => deleteProductGroup(group.id),
    success: () => t('deleted'),
    invalidates: [productGroupEndpoints.remove],
  });

  return (
    <Drawer
      open={open}
      size={DRAWER_WIDTH}
      title={t('groupManager')}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose?.();
      }}
      destroyOnHidden
      data-testid="product-group-drawer"
    >
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => editor.show({})}
        style={{ marginBottom: 12 }}
        data-testid="product-group-create"
      >
        {t('groupCreate')}
      </Button>
      <DataTable<ProductGroup>
        data-testid="product-group-table"
        loading={groups.isPending}
        dataSource={groups.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('groupName'), dataIndex: 'name', width: 160 },
          { title: t('description'), dataIndex: 'description', width: 200, ellipsis: true },
          dateTimeColumn<ProductGroup>(t('createDate'), 'createDate'),
          actionsColumn<ProductGroup>(t('actions'), [
            { key: 'edit', label: t('rename'), onClick: (group) => editor.show({ group }) },
            { key: 'delete', label: t('delete'), danger: true, onClick: (group) => void remove(group) },
          ]),
        ]}
      />
      {editor.state && (
        <ProductGroupDialog
          key={editor.state.key}
          open={editor.state.open}
          group={editor.state.target.group}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
    </Drawer>
  );
}
