import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { ThirdModel } from '@beacon/contracts/iot-third-model';
import { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { deleteThirdModel } from './api/delete-third-model';
import { thirdModelPageSource } from './api/post-third-model-page';
import { THIRD_MODEL_BUTTONS, thirdModelColumns } from './third-model-columns';
import { thirdModelFields } from './third-model-filters';
import { ThirdModelFormDrawer } from './third-model-form-drawer';
import { ThirdModelImportDialog } from './third-model-import-dialog';
import { thirdModelDetailPath } from './third-model-paths';

/**
 * Third-party (vendor) thing models (/iot-device-third/list): filter by manufacturer, model number, protocol
 * and name; create, edit, delete (a model in use is refused with what uses it), import from JSON, detail.
 */
export default function ThirdModelListPage() {
  const { t } = useTranslation('thirdModel');
  const navigate = useNavigate();
  const editor = useOverlay<{ id?: number }>();
  const importer = useOverlay();
  const remove = useConfirmAction<ThirdModel>({
    confirm: 'delete',
    run: (row) => deleteThirdModel(row.id),
    success: () => t('deleted'),
    invalidates: [thirdModelEndpoints.remove],
  });
  const fields = useMemo(() => thirdModelFields(t), [t]);
  const columns = thirdModelColumns(t, {
    detail: (row) => navigate(thirdModelDetailPath(row.id)),
    edit: (row) => editor.show({ id: row.id }),
    remove: (row) => void remove(row),
  });

  return (
    <>
      <ListPage<ThirdModel>
        source={thirdModelPageSource}
        fields={fields}
        columns={columns}
        tableProps={{ scroll: { x: 1250 } }}
        actions={
          <>
            <Permission pageId={THIRD_MODEL_BUTTONS.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => editor.show({})}
                data-testid="third-model-create"
              >
                {t('create')}
              </Button>
            </Permission>
            <Permission pageId={THIRD_MODEL_BUTTONS.import}>
              <Button
                icon={<ImportOutlined />}
                onClick={() => importer.show(undefined)}
                data-testid="third-model-import"
              >
                {t('import')}
              </Button>
            </Permission>
          </>
        }
      />
      {editor.state && (
        <ThirdModelFormDrawer
          key={editor.state.key}
          open={editor.state.open}
          thirdModelId={editor.state.target.id}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
      {importer.state && (
        <ThirdModelImportDialog
          key={importer.state.key}
          open={importer.state.open}
          onClose={importer.close}
          afterClose={importer.afterClose}
        />
      )}
    </>
  );
}
