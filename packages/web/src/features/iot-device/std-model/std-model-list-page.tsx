import { PlusOutlined } from '@ant-design/icons';
import type { StdModel } from '@beacon/contracts/iot-model';
import { STD_MODEL_BUTTONS, stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { deleteStdModel } from './api/delete-std-model';
import { stdModelPageSource } from './api/post-std-model-page';
import { ProductGroupDrawer } from './product-group-drawer';
import { stdModelColumns } from './std-model-columns';
import { stdModelFields } from './std-model-filters';
import { StdModelFormDrawer } from './std-model-form-drawer';
import { useStdModelLookups } from './std-model-lookups';
import { stdModelDetailPath, stdModelRelevancePath } from './std-model-paths';

/**
 * Standard thing models (/std-model/list): filter by name, productKey, group and category; create, edit,
 * delete (a model in use is refused with what uses it), open the detail (the model editor) or the
 * associations, and manage product groups.
 */
export default function StdModelListPage() {
  const { t } = useTranslation('stdModel');
  const navigate = useNavigate();
  const lookups = useStdModelLookups();
  const editor = useOverlay<{ id?: number }>();
  const groups = useOverlay();
  const remove = useConfirmAction<StdModel>({
    confirm: 'delete',
    run: (row) => deleteStdModel(row.id),
    success: () => t('deleted'),
    invalidates: [stdModelEndpoints.remove],
  });
  const fields = useMemo(() => stdModelFields(t, lookups), [t, lookups]);
  const columns = stdModelColumns(t, lookups, {
    detail: (row) => navigate(stdModelDetailPath(row.id)),
    edit: (row) => editor.show({ id: row.id }),
    relevance: (row) => navigate(stdModelRelevancePath(row.id)),
    remove: (row) => void remove(row),
  });

  return (
    <>
      <ListPage<StdModel>
        source={stdModelPageSource}
        fields={fields}
        columns={columns}
        tableProps={{ scroll: { x: 1500 } }}
        actions={
          <>
            <Permission pageId={STD_MODEL_BUTTONS.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => editor.show({})}
                data-testid="std-model-create"
              >
                {t('create')}
              </Button>
            </Permission>
            <Permission pageId={STD_MODEL_BUTTONS.group}>
              <Button onClick={() => groups.show(undefined)} data-testid="std-model-groups">
                {t('groupManager')}
              </Button>
            </Permission>
          </>
        }
      />
      {editor.state && (
        <StdModelFormDrawer
          key={editor.state.key}
          open={editor.state.open}
          stdModelId={editor.state.target.id}
          lookups={lookups}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
      {groups.state && (
        <ProductGroupDrawer
          key={groups.state.key}
          open={groups.state.open}
          onClose={groups.close}
          afterClose={groups.afterClose}
        />
      )}
    </>
  );
}
