import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion } from '../../components/accordion/accordion';
import { SidebarToggle } from '../../components/sidebar-toggle/sidebar-toggle';
import { ContentTabs } from '../../components/tabs/content-tabs';
import { DemoSection } from './demo-section';

/** Content tabs, an accordion starting open and one starting closed, and the sidebar toggle. */
export function LayoutDemo() {
  const { t } = useTranslation('demo');
  const [sidebarOpen, setSidebarOpen] = useState(true);
  return (
    <DemoSection testId="demo-layout" title={t('layout.title')}>
      <div data-testid="demo-tabs">
        <ContentTabs
          items={[
            { key: 'basic', label: t('layout.tabBasic'), children: t('layout.tabBasicContent') },
            { key: 'attributes', label: t('layout.tabAttributes'), children: t('layout.tabAttributesContent') },
          ]}
        />
      </div>
      <div data-testid="demo-accordion">
        <Accordion title={t('layout.open')}>{t('layout.content')}</Accordion>
        <Accordion title={t('layout.closed')} defaultOpen={false}>
          {t('layout.content')}
        </Accordion>
      </div>
      <Space data-testid="demo-sidebar-toggle">
        <SidebarToggle open={sidebarOpen} onToggle={() => setSidebarOpen((open) => !open)} />
        <Typography.Text>
          {t('layout.sidebar', { state: sidebarOpen ? t('layout.sidebarOpen') : t('layout.sidebarClosed') })}
        </Typography.Text>
      </Space>
    </DemoSection>
  );
}
