import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type DomainService, validateDomainServices } from '@beacon/contracts/iot-domain-model';
import { identifierField, THING_MODEL_LIMITS } from '@beacon/contracts/thing-model-fields';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServiceParamsEditor } from '../../../components/thing-model-editor/service-params-editor';
import { refusalText } from '../../../lib/api-client/refusal-text';
import { schemaRule } from '../../../lib/schema-rules';

/** A new, empty service. */
const newService = (): DomainService => ({ identifier: '', name: '', inputData: [], outputData: [] });

/** The services rule: what the server's validateDomainServices refuses (e.g. a duplicate identifier), with its path. */
const servicesRule = {
  validator: (_rule: unknown, services: unknown) => {
    const result = validateDomainServices(services ?? []);
    return result.ok
      ? Promise.resolve()
      : Promise.reject(new Error(result.errors.map((error) => `${error.path}: ${refusalText(error)}`).join('; ')));
  },
};

/**
 * The services of a domain model (Form.List `services`): each with identifier, name and its input and output
 * parameters in the thing-model editor's parameter tables; checked like the server checks them.
 */
export function DomainServicesField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('domainModel');
  const identifierRule = schemaRule(identifierField(), t('identifierRule'));
  return (
    <Form.List name="services" rules={[servicesRule]}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="domain-services">
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('serviceTitle', { index: index + 1 })}
              style={{ marginBottom: 12 }}
              extra={
                !readOnly && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('removeService', { index: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                )
              }
            >
              <Form.Item
                name={[field.name, 'identifier']}
                label={t('serviceIdentifier')}
                validateFirst
                rules={[{ required: true, whitespace: true }, identifierRule]}
              >
                <Input maxLength={THING_MODEL_LIMITS.identifierMax} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'name']}
                label={t('serviceName')}
                rules={[{ required: true, whitespace: true }, { max: THING_MODEL_LIMITS.nameMax }]}
              >
                <Input maxLength={THING_MODEL_LIMITS.nameMax} />
              </Form.Item>
              <Form.Item name={[field.name, 'inputData']} label={t('inputData')}>
                <ServiceParamsEditor readOnly={readOnly} testId={`service-${index}-input`} />
              </Form.Item>
              <Form.Item name={[field.name, 'outputData']} label={t('outputData')}>
                <ServiceParamsEditor readOnly={readOnly} testId={`service-${index}-output`} />
              </Form.Item>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {!readOnly && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add(newService())}
              disabled={fields.length >= THING_MODEL_LIMITS.definitionsMax}
              data-testid="domain-service-add"
            >
              {t('addService')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
