import { DownloadOutlined } from '@ant-design/icons';
import { consoleLanguageOf } from '@beacon/contracts/console-locale';
import { DRAWER_WIDTH_BIG } from '@beacon/contracts/constants';
import { deviceEndpoints } from '@beacon/contracts/iot-device.endpoints';
import {
  DEVICE_IMPORT_MAX_ROWS,
  type DeviceImportReport,
  importRowsFromSheet,
  missingImportHeaders,
} from '@beacon/contracts/iot-device-files';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';
import type { ExcelData } from '../../../components/upload-excel/parse-excel';
import { UploadExcel } from '../../../components/upload-excel/upload-excel';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';
import { downloadEndpoint } from '../../../lib/api-client/download-endpoint';
import { reportError } from '../../../lib/api-client/report-error';
import { fitWidth } from './fit-width';
import { ImportReport } from './import-report';

/** Props of the import drawer. */
export interface DeviceImportDrawerProps {
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

type Phase =
  | { step: 'pick' }
  | { step: 'parsing' }
  | { step: 'uploading'; count: number }
  | { step: 'refused'; problem: string }
  | { step: 'report'; report: DeviceImportReport };

// Steps: choose a file, check and import it, read the report; a file refused before upload sends back to the first.
const STEP_INDEX: Record<Phase['step'], number> = { pick: 0, refused: 0, parsing: 1, uploading: 1, report: 2 };

/** Import devices from an xlsx sheet: template, upload, parsing and uploading progress, then the per-row report. */
export function DeviceImportDrawer({ open, onClose, afterClose }: DeviceImportDrawerProps) {
  const { t, i18n } = useTranslation('device');
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'pick' });
  const busy = phase.step === 'parsing' || phase.step === 'uploading';

  const upload = async (data: ExcelData) => {
    // The required columns a sheet lacks (optional ones may be left out), titled in the console's language.
    const missing = missingImportHeaders(data.header, consoleLanguageOf(i18n.language));
    if (missing.length > 0)
      return setPhase({ step: 'refused', problem: t('importMissingColumns', { columns: missing.join('、') }) });
    if (data.results.length === 0) return setPhase({ step: 'refused', problem: t('importEmpty') });
    if (data.results.length > DEVICE_IMPORT_MAX_ROWS) {
      const problem = t('importTooMany', { count: data.results.length, max: DEVICE_IMPORT_MAX_ROWS });
      return setPhase({ step: 'refused', problem });
    }
    const rows = importRowsFromSheet(data.results);
    setPhase({ step: 'uploading', count: rows.length });
    try {
      const report = (await callEndpoint(deviceFileEndpoints.importDevices, { body: { rows } })).data;
      setPhase({ step: 'report', report });
      if (report.imported) await invalidateEndpoints(client, [deviceEndpoints.save]);
    } catch (error) {
      reportError(error);
      setPhase({ step: 'pick' });
    }
  };

  return (
    <Drawer
      open={open}
      size={fitWidth(DRAWER_WIDTH_BIG)}
      title={t('importTitle')}
      onClose={busy ? undefined : onClose}
      closable={!busy}
      maskClosable={!busy}
      afterOpenChange={(opened) => {
        if (!opened) afterClose?.();
      }}
      destroyOnHidden
      data-testid="device-import-drawer"
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Steps
          size="small"
          current={STEP_INDEX[phase.step]}
          status={phase.step === 'refused' ? 'error' : undefined}
          items={[{ title: t('importStepPick') }, { title: t('importStepCheck') }, { title: t('importStepReport') }]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('importHint', { max: DEVICE_IMPORT_MAX_ROWS })}
        </Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadEndpoint(deviceFileEndpoints.importTemplate).catch(reportError)}
          data-testid="device-import-template"
        >
          {t('importTemplate')}
        </Button>
        {phase.step === 'refused' && <Alert type="error" showIcon message={phase.problem} />}
        {phase.step === 'uploading' && (
          <Alert
            type="info"
            showIcon
            message={t('importUploading', { count: phase.count })}
            data-testid="device-import-progress"
          />
        )}
        {phase.step === 'parsing' && (
          <Alert type="info" showIcon message={t('importParsing')} data-testid="device-import-progress" />
        )}
        {phase.step === 'report' ? (
          <>
            <ImportReport report={phase.report} />
            <Button onClick={() => setPhase({ step: 'pick' })} data-testid="device-import-again">
              {t('importAgain')}
            </Button>
          </>
        ) : (
          <UploadExcel
            disabled={busy}
            beforeUpload={() => {
              setPhase({ step: 'parsing' });
              return true;
            }}
            onSuccess={(data) => void upload(data)}
            onError={() => setPhase({ step: 'pick' })}
          />
        )}
      </Space>
    </Drawer>
  );
}
