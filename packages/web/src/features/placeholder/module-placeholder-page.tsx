import { AppstoreAddOutlined } from '@ant-design/icons';
import { MODULES, type RouteDef } from '@beacon/contracts/registry';
import { Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown for a route whose module is not built yet: title, module and path, never a blank page. */
export default function ModulePlaceholderPage({ route }: { route: RouteDef }) {
  const { t, i18n } = useTranslation('shell');
  const en = i18n.language.startsWith('en');
  const module = MODULES.find((m) => m.code === route.module);
  const title = en ? route.title.en : route.title.zh;
  const moduleTitle = module ? (en ? module.title.en : module.title.zh) : t('placeholder.noModule');
  return (
    <Result
      data-testid="module-placeholder"
      icon={<AppstoreAddOutlined />}
      title={title}
      subTitle={t('placeholder.description', { title, module: moduleTitle })}
      extra={
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ maxWidth: 480, margin: '0 auto' }}
          items={[
            { key: 'status', label: t('placeholder.title'), children: moduleTitle },
            { key: 'module', label: t('placeholder.module'), children: route.module ?? '--' },
            { key: 'path', label: t('placeholder.path'), children: <code>{route.path}</code> },
          ]}
        />
      }
    />
  );
}
