import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_TYPES } from '../../components/empty-state/empty-images';
import { EmptyState } from '../../components/empty-state/empty-state';
import { DemoSection } from './demo-section';

/** Each empty-state image type. */
export function EmptyDemo() {
  const { t } = useTranslation('demo');
  return (
    <DemoSection testId="demo-empty-states" title={t('empty.title')}>
      <Flex wrap gap={24} justify="space-around">
        {EMPTY_TYPES.map((type) => (
          <EmptyState key={type} type={type} />
        ))}
      </Flex>
    </DemoSection>
  );
}
