import { PlusOutlined } from '@ant-design/icons';
import type { DomainModel } from '@beacon/contracts/iot-domain-model';
import { domainModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useOverlay } from '../../../components/crud/use-overlay';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { deleteDomainModel } from './api/delete-domain-model';
import { domainModelPageSource } from './api/post-domain-model-page';
import { publishDomainModel } from './api/publish-domain-model';
import { DOMAIN_MODEL_BUTTONS, domainModelColumns } from './domain-model-columns';
import { domainModelFields } from './domain-model-filters';
import { DomainModelFormDrawer } from './domain-model-form-drawer';

/** Domain service models (/iot-device/list, the console's home page): filter, create, edit, publish, delete drafts. */
export default function DomainModelListPage() {
  const { t } = useTranslation('domainModel');
  const editor = useOverlay<{ id?: number }>();
  const remove = useConfirmAction<DomainModel>({
    confirm: 'delete',
    run: (row) => deleteDomainModel(row.id),
    success: () => t('deleted'),
    invalidates: [domainModelEndpoints.remove],
  });
  const publish = useConfirmAction<DomainModel>({
    confirm: (row) => ({ title: t('publishTitle'), content: t('publishConfirm', { name: row.name }) }),
    run: (row) => publishDomainModel(row.id),
    success: () => t('published'),
    invalidates: [domainModelEndpoints.publish],
  });
  const fields = useMemo(() => domainModelFields(t), [t]);
  const columns = domainModelColumns(t, {
    open: (row) => editor.show({ id: row.id }),
    publish: (row) => void publish(row),
    remove: (row) => void remove(row),
  });

  return (
    <>
      <ListPage<DomainModel>
        source={domainModelPageSource}
        fields={fields}
        columns={columns}
        tableProps={{ scroll: { x: 1400 } }}
        actions={
          <Permission pageId={DOMAIN_MODEL_BUTTONS.create}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => editor.show({})}
              data-testid="domain-model-create"
            >
              {t('create')}
            </Button>
          </Permission>
        }
      />
      {editor.state && (
        <DomainModelFormDrawer
          key={editor.state.key}
          open={editor.state.open}
          modelId={editor.state.target.id}
          onClose={editor.close}
          afterClose={editor.afterClose}
        />
      )}
    </>
  );
}
