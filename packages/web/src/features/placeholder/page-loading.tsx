import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Centered spinner with the spec's loading text (数据加载中). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin description={t('loading')}>
        <div style={{ width: 120, height: 40 }} />
      </Spin>
    </div>
  );
}
