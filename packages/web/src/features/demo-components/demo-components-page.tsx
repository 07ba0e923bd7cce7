import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDemo } from './confirm-demo';
import { EmptyDemo } from './empty-demo';
import { FilterDemo } from './filter-demo';
import { FormDemo } from './form-demo';
import { LayoutDemo } from './layout-demo';
import { ListDemo } from './list-demo';
import { PaginationDemo } from './pagination-demo';
import { PermissionDemo } from './permission-demo';
import { UploadDemo } from './upload-demo';
import { ViewersDemo } from './viewers-demo';

/** /demo-components: a living catalogue of every shared building block in each of its states. */
export default function DemoComponentsPage() {
  const { t } = useTranslation('demo');
  return (
    <div data-testid="demo-components" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <ListDemo />
      <FilterDemo />
      <PaginationDemo />
      <FormDemo />
      <ConfirmDemo />
      <ViewersDemo />
      <UploadDemo />
      <EmptyDemo />
      <LayoutDemo />
      <PermissionDemo />
    </div>
  );
}
