import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import type { ThingModel } from '@beacon/contracts/thing-model';
import { thingModelToJson } from '@beacon/contracts/thing-model-json';
import { validateThingModel } from '@beacon/contracts/thing-model-validate';
import { App, Button, Space } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/api-client/download';
import { refusalText } from '../../lib/api-client/refusal-text';
import { ask } from '../crud/use-confirm-action';
import { useOverlay } from '../crud/use-overlay';
import { type ContentTab, ContentTabs } from '../tabs/content-tabs';
import { eventColumns, propertyColumns, serviceColumns } from './definition-columns';
import { DefinitionFormDrawer } from './definition-form-drawer';
import { DefinitionTable } from './definition-table';
import { isUnderPath } from './field-errors';
import { JsonImportDialog } from './json-import-dialog';
import type { ModelListKey } from './validate-draft';

/** Props of the thing-model editor. */
export interface ThingModelEditorProps {
  value: ThingModel;
  /** Called with the whole new model after each add, edit, delete or import. */
  onChange?: (model: ThingModel) => void;
  /** Tables and JSON only: no add, edit, delete or import. */
  readOnly?: boolean;
  /** Name of the exported file, without `.json`. */
  exportName?: string;
  /** Further tabs after the model's own (e.g. alarm rules). */
  extraTabs?: readonly ContentTab[];
  /** Test id prefix of the editor's parts (default `thing-model`). */
  testId?: string;
}

const LISTS: readonly ModelListKey[] = ['properties', 'events', 'services'];

/**
 * A thing model's properties, events and services as tables in tabs, with the model as JSON: add, edit and
 * delete each item in a drawer whose fields follow its kind and data type (checked by the contract's
 * validator, messages on their fields), JSON import (precise errors) and export; a read-only mode.
 */
export function ThingModelEditor({
  value,
  onChange,
  readOnly = false,
  exportName = 'thing-model',
  extraTabs = [],
  testId = 'thing-model',
}: ThingModelEditorProps) {
  const { t } = useTranslation('thingModel');
  const { message } = App.useApp();
  const drawer = useOverlay<{ list: ModelListKey; index?: number }>();
  const importer = useOverlay();
  const json = useMemo(() => thingModelToJson(value), [value]);
  // A model the editor built is valid; one loaded from elsewhere may not be: each message shows on its item.
  const errors = useMemo(() => {
    const result = validateThingModel(value);
    return result.ok ? [] : result.errors;
  }, [value]);
  const errorsOf = (list: ModelListKey) => (position: number) => {
    const at = `${list}[${position}]`;
    return errors
      .filter((error) => isUnderPath(error.path, at))
      .map((error) => `${error.path.slice(at.length).replace(/^\./, '') || error.path}: ${refusalText(error)}`);
  };
  const remove = async (list: ModelListKey, position: number) => {
    if (!(await ask('delete', position))) return;
    onChange?.({ ...value, [list]: value[list].filter((_item, index) => index !== position) });
  };
  const tableProps = (list: ModelListKey) => ({
    errorsOf: errorsOf(list),
    readOnly,
    addLabel: t(`add.${list}`),
    onAdd: () => drawer.show({ list }),
    onEdit: (index: number) => drawer.show({ list, index }),
    onRemove: (index: number) => void remove(list, index),
    testId: `${testId}-${list}`,
  });
  const tables: Record<ModelListKey, ReactNode> = {
    properties: <DefinitionTable items={value.properties} columns={propertyColumns(t)} {...tableProps('properties')} />,
    events: <DefinitionTable items={value.events} columns={eventColumns(t)} {...tableProps('events')} />,
    services: <DefinitionTable items={value.services} columns={serviceColumns(t)} {...tableProps('services')} />,
  };
  const tabs: ContentTab[] = [
    ...LISTS.map((list) => ({ key: list, label: `${t(list)} (${value[list].length})`, children: tables[list] })),
    {
      key: 'json',
      label: t('json'),
      children: (
        <pre
          data-testid={`${testId}-json`}
          style={{ maxHeight: 480, overflow: 'auto', background: '#fafafa', padding: 12, margin: 0 }}
        >
          {json}
        </pre>
      ),
    },
    ...extraTabs,
  ];

  return (
    <div data-testid={testId}>
      <Space wrap style={{ marginBottom: 8 }}>
        {!readOnly && (
          <Button icon={<ImportOutlined />} onClick={() => importer.show(undefined)} data-testid={`${testId}-import`}>
            {t('importJson')}
          </Button>
        )}
        <Button
          icon={<DownloadOutlined />}
          onClick={() => saveBlob(new Blob([json], { type: 'application/json' }), `${exportName}.json`)}
          data-testid={`${testId}-export`}
        >
          {t('exportJson')}
        </Button>
      </Space>
      <ContentTabs items={tabs} defaultActiveKey="properties" />
      {drawer.state && (
        <DefinitionFormDrawer
          key={drawer.state.key}
          open={drawer.state.open}
          model={value}
          list={drawer.state.target.list}
          index={drawer.state.target.index}
          onSave={(model) => {
            onChange?.(model);
            drawer.close();
          }}
          onClose={drawer.close}
          afterClose={drawer.afterClose}
          testId={`${testId}-item-drawer`}
        />
      )}
      {importer.state && (
        <JsonImportDialog
          key={importer.state.key}
          open={importer.state.open}
          onImport={(model) => {
            onChange?.(model);
            importer.close();
            void message.success(
              t('imported', {
                properties: model.properties.length,
                events: model.events.length,
                services: model.services.length,
              }),
            );
          }}
          onClose={importer.close}
          afterClose={importer.afterClose}
          testId={`${testId}-import-dialog`}
        />
      )}
    </div>
  );
}
