import { PAGE_SIZES, PAGE_SIZES_ALT } from '@beacon/contracts/constants';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination/pagination';
import { DemoSection } from './demo-section';

/** Both pagination bars: standard sizes without jumper, alternative sizes with jumper. */
export function PaginationDemo() {
  const { t } = useTranslation('demo');
  const [standard, setStandard] = useState({ pageIndex: 1, pageSize: PAGE_SIZES[0] as number });
  const [alternative, setAlternative] = useState({ pageIndex: 1, pageSize: PAGE_SIZES_ALT[0] as number });
  return (
    <DemoSection testId="demo-pagination" title={t('pagination.title')}>
      <Typography.Text type="secondary">{t('pagination.standard')}</Typography.Text>
      <Pagination
        total={235}
        {...standard}
        onPageChange={(pageIndex) => setStandard((state) => ({ ...state, pageIndex }))}
        onPageSizeChange={(pageSize) => setStandard({ pageIndex: 1, pageSize })}
      />
      <Typography.Text type="secondary">{t('pagination.alternative')}</Typography.Text>
      <Pagination
        total={1234}
        sizes="alt"
        jumper
        {...alternative}
        onPageChange={(pageIndex) => setAlternative((state) => ({ ...state, pageIndex }))}
        onPageSizeChange={(pageSize) => setAlternative({ pageIndex: 1, pageSize })}
      />
    </DemoSection>
  );
}
