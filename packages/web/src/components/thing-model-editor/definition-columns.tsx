import type { EventDef, ParamDef, PropertyDef, ServiceDef } from '@beacon/contracts/thing-model';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { dataTypeText } from './data-type-text';

/** A row of a definition table: the item and its position in its list. */
export type DefinitionRow<T> = T & { position: number };

const EVENT_COLORS = { info: 'blue', alert: 'orange', error: 'red' } as const;

const paramsText = (params: readonly ParamDef[]): string => params.map((param) => param.identifier).join(', ');

/** The property columns after identifier and name: access mode and data type with its specs. */
export const propertyColumns = (t: TFunction): ColumnsType<DefinitionRow<PropertyDef>> => [
  {
    title: t('thingModel:accessMode'),
    dataIndex: 'accessMode',
    width: 90,
    render: (mode: PropertyDef['accessMode']) => t(`thingModel:accessModes.${mode}`),
  },
  { title: t('thingModel:dataType'), key: 'dataType', render: (_value, row) => dataTypeText(row.dataType, t) },
];

/** The event columns after identifier and name: type as a coloured tag with its text, output parameters. */
export const eventColumns = (t: TFunction): ColumnsType<DefinitionRow<EventDef>> => [
  {
    title: t('thingModel:eventType'),
    dataIndex: 'type',
    width: 90,
    render: (type: EventDef['type']) => <Tag color={EVENT_COLORS[type]}>{t(`thingModel:eventTypes.${type}`)}</Tag>,
  },
  { title: t('thingModel:outputData'), key: 'outputData', render: (_value, row) => paramsText(row.outputData) },
];

/** The service columns after identifier and name: call type, input and output parameters. */
export const serviceColumns = (t: TFunction): ColumnsType<DefinitionRow<ServiceDef>> => [
  {
    title: t('thingModel:callType'),
    dataIndex: 'callType',
    width: 90,
    render: (type: ServiceDef['callType']) => t(`thingModel:callTypes.${type}`),
  },
  { title: t('thingModel:inputData'), key: 'inputData', render: (_value, row) => paramsText(row.inputData) },
  { title: t('thingModel:outputData'), key: 'outputData', render: (_value, row) => paramsText(row.outputData) },
];
