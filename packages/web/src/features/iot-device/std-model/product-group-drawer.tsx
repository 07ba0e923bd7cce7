import { productGroupEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ProductGroup } from '@beacon/contracts/iot-model-catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTimeColumn } from '../../../components/crud/crud-columns';
import { ManagerDrawer } from '../../../components/crud/manager-drawer';
import type { OverlayProps } from '../../../components/crud/overlay-button';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { DataTable } from '../../../components/data-table/data-table';
import { callEndpoint, endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { ProductGroupDialog } from './product-group-dialog';

/** Product groups (the spec's stdProductGroup): list, create, rename and delete (refused while models are in it). */
export function ProductGroupDrawer({ open, onClose, afterClose }: OverlayProps) {
  const { t } = useTranslation('stdModel');
  const groups = useQuery(endpointQueryOptions(productGroupEndpoints.list));
  const editor = useOverlay<{ group?: ProductGroup }>();
  const remove = useConfirmAction<ProductGroup>({
    confirm: { deleteOf: (group) => group.name },
    run: (group) => callEndpoint(productGroupEndpoints.remove, { params: { id: group.id } }),
    success: () => t('pageKit:deleted'),
    invalidates: [productGroupEndpoints.remove],
  });

  return (
    <ManagerDrawer
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={t('groupManager')}
      testId="product-group-drawer"
      create={{ label: t('groupCreate'), testId: 'product-group-create', onClick: () => editor.show({}) }}
    >
      <DataTable<ProductGroup>
        data-testid="product-group-table"
        loading={groups.isPending}
        dataSource={groups.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('groupName'), dataIndex: 'name', width: 160 },
          { title: t('description'), dataIndex: 'description', width: 200, ellipsis: true },
          dateTimeColumn<ProductGroup>(t('createDate'), 'createDate'),
          actionsColumn<ProductGroup>(t('pageKit:actionsTitle'), [
            { key: 'edit', label: t('rename'), onClick: (group) => editor.show({ group }) },
            { key: 'delete', label: t('pageKit:delete'), danger: true, onClick: (group) => void remove(group) },
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
    </ManagerDrawer>
  );
}
