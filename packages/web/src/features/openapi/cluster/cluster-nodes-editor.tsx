import { CLUSTER_LIMITS, type ClusterNodeState, isNodeHost } from '@beacon/contracts/gateway-cluster';
import { Button, Form, type FormRule, Input, InputNumber, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ClusterFormValues, repeatedNode } from './cluster-form-values';
import { HEALTH_COLORS } from './cluster-node-tags';

/**
 * The upstream nodes of a cluster (host, port, weight), each with its health as last probed when the cluster is
 * edited; a host is a name, IPv4 or IPv6 address, each host and port once.
 */
export function ClusterNodesEditor({ health }: { health: readonly ClusterNodeState[] }) {
  const { t } = useTranslation('serviceCluster');
  const hostRule =
    (index: number): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) => {
        if (!value?.trim()) return Promise.reject(new Error(t('reasons:required')));
        if (!isNodeHost(value.trim())) return Promise.reject(new Error(t('reasons:hostFormat')));
        const nodes: ClusterFormValues['nodes'] = getFieldValue('nodes') ?? [];
        const row = repeatedNode(nodes, index);
        return row === undefined ? Promise.resolve() : Promise.reject(new Error(t('reasons:repeatsRow', { row })));
      },
    });
  const stateOf = (host: string | undefined, port: number | undefined) =>
    health.find((node) => node.host === host && node.port === port);
  return (
    <Form.List name="nodes">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field) => (
            <Form.Item noStyle key={field.key} shouldUpdate>
              {({ getFieldValue }) => {
                const state = stateOf(
                  getFieldValue(['nodes', field.name, 'host']),
                  getFieldValue(['nodes', field.name, 'port']),
                );
                return (
                  <Space align="baseline" wrap data-testid="cluster-node-row">
                    <Form.Item name={[field.name, 'host']} rules={[hostRule(field.name)]} validateFirst>
                      <Input placeholder={t('host')} maxLength={CLUSTER_LIMITS.hostMax} style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'port']} rules={[{ required: true, message: t('reasons:required') }]}>
                      <InputNumber placeholder={t('port')} min={1} max={65_535} precision={0} style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'weight']}
                      rules={[{ required: true, message: t('reasons:required') }]}
                    >
                      <InputNumber
                        prefix={t('weight')}
                        min={1}
                        max={CLUSTER_LIMITS.weightMax}
                        precision={0}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                    {state && <Tag color={HEALTH_COLORS[state.health]}>{t(`values.health.${state.health}`)}</Tag>}
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('removeNode')}
                    </Button>
                  </Space>
                );
              }}
            </Form.Item>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            disabled={fields.length >= CLUSTER_LIMITS.nodesMax}
            onClick={() => add({ host: '', port: 80, weight: 1 })}
          >
            {t('addNode')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
