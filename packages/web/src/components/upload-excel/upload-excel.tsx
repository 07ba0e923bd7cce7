import { InboxOutlined } from '@ant-design/icons';
import { message, Spin } from 'antd';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExcelData, parseExcel } from './parse-excel';

/** Props of the spreadsheet upload box. */
export interface UploadExcelProps {
  /** Receives the header and rows of the first sheet. */
  onSuccess: (data: ExcelData) => void;
  /** A check before parsing; returning false or rejecting stops the upload. */
  beforeUpload?: (file: File) => boolean | Promise<boolean>;
  disabled?: boolean;
  /** Called when the file could not be parsed (after the error toast). */
  onError?: (error: unknown) => void;
}

const EXCEL_FILE = /\.xlsx$/i;

/** Drop or pick exactly one .xlsx file; it is parsed in the browser into {header, results}. */
export function UploadExcel({ onSuccess, beforeUpload, disabled, onError }: UploadExcelProps) {
  const { t } = useTranslation();
  const [messageApi, messageHolder] = message.useMessage();
  const [loading, setLoading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleFiles = async (files: FileList | readonly File[] | null) => {
    const list = files ? Array.from(files) : [];
    const file = list[0];
    if (list.length !== 1 || !file) {
      void messageApi.error(t('components:upload.onlyOne'));
      return;
    }
    if (!EXCEL_FILE.test(file.name)) {
      void messageApi.error(t('components:upload.onlyExcel'));
      return;
    }
    try {
      if (beforeUpload && !(await beforeUpload(file))) return;
    } catch {
      return;
    }
    setLoading(true);
    try {
      onSuccess(await parseExcel(file));
    } catch (error) {
      void messageApi.error(t('components:upload.failed'));
      onError?.(error);
    } finally {
      setLoading(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !loading) void handleFiles(event.dataTransfer.files);
  };

  return (
    <Spin spinning={loading}>
      {messageHolder}
      <button
        type="button"
        disabled={disabled}
        data-testid="upload-excel"
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          display: 'block',
          width: '100%',
          font: 'inherit',
          border: `1px dashed ${dragging ? '#1677ff' : '#d9d9d9'}`,
          borderRadius: 6,
          background: '#fafafa',
          padding: '24px 16px',
          textAlign: 'center',
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      >
        <InboxOutlined aria-hidden style={{ fontSize: 40, color: '#1677ff' }} />
        <span style={{ display: 'block', marginTop: 8 }}>{t('components:upload.drag')}</span>
        <span style={{ display: 'block', marginTop: 4, color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}>
          {t('components:upload.hint')}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept=".xlsx"
        hidden
        aria-label={t('components:upload.browse')}
        data-testid="upload-excel-input"
        onChange={(event) => {
          void handleFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </Spin>
  );
}
