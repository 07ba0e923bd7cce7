import { PlusOutlined } from '@ant-design/icons';
import { STD_MODEL_BUTTONS, stdModelEndpoints } from '@beacon/contracts/iot-model.endpoints';
import type { ModelRelevance } from '@beacon/contracts/iot-third-model';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '../../../components/permission/permission';
import { endpointQueryOptions } from '../../../lib/api-client/call-endpoint';
import { useBreadcrumbBackLink } from '../../../lib/page-back-link';
import { mappingText } from './conversion-text';
import { relevanceAddPath, useIdParam } from './id-param';

/** The standard model the list is of (`?stdModelId=`), as the list body's scope; null when the URL names none. */
export function useStdModelScope(): { stdModelId: number } | null {
  const stdModelId = useIdParam('stdModelId');
  return useMemo(() => (stdModelId === undefined ? null : { stdModelId }), [stdModelId]);
}

/** The mappings of an association as lines: how many, then one per mapping (a sentence when there are none). */
export const mappingLines = (t: TFunction, row: Pick<ModelRelevance, 'mappings'>): string[] =>
  row.mappings.length === 0
    ? [t('relevance:noMappings')]
    : [
        t('relevance:mappingCount', { count: row.mappings.length }),
        ...row.mappings.map((item) => mappingText(t, item)),
      ];

/** The mappings cell: the count, then each mapping on its own grey line. */
export function MappingsCell({ lines }: { lines: readonly string[] }) {
  const [first, ...rest] = lines;
  return (
    <div>
      <div>{first}</div>
      {rest.map((line) => (
        <div key={line} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          {line}
        </div>
      ))}
    </div>
  );
}

/** Above the list: the back link to the standard models, and the name of the standard model listed. */
export function RelevanceHeader() {
  const { t } = useTranslation('relevance');
  const stdModelId = useIdParam('stdModelId');
  useBreadcrumbBackLink({ title: t('backToModels'), path: '/std-model/list' });
  const stdModel = useQuery({
    ...endpointQueryOptions(stdModelEndpoints.get, { params: { id: stdModelId ?? 0 } }),
    enabled: stdModelId !== undefined,
  }).data?.data;
  if (!stdModel) return null;
  return (
    <Typography.Title level={5} style={{ marginTop: 0 }}>
      {t('listTitle', { name: stdModel.name, productKey: stdModel.productKey })}
    </Typography.Title>
  );
}

/** The toolbar's 新增关联: the editor of a new association of the listed standard model. */
export function RelevanceAddButton() {
  const { t } = useTranslation('relevance');
  const navigate = useNavigate();
  const stdModelId = useIdParam('stdModelId');
  if (stdModelId === undefined) return null;
  return (
    <Permission pageId={STD_MODEL_BUTTONS.relevance}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => void navigate(relevanceAddPath(stdModelId))}
        data-testid="relevance-create"
      >
        {t('create')}
      </Button>
    </Permission>
  );
}
