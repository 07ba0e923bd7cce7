import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table';
import type { ExcelData } from '../../components/upload-excel/parse-excel';
import { UploadExcel } from '../../components/upload-excel/upload-excel';
import { DemoSection } from './demo-section';

type SheetRow = Record<string, unknown> & { __row: number };

/** UploadExcel with the parsed sheet shown in a table. */
export function UploadDemo() {
  const { t } = useTranslation('demo');
  const [data, setData] = useState<ExcelData | null>(null);
  const rows: SheetRow[] = data?.results.map((row, index) => ({ ...row, __row: index + 1 })) ?? [];
  return (
    <DemoSection testId="demo-upload" title={t('upload.title')}>
      <UploadExcel onSuccess={setData} />
      {data && (
        <>
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {t('upload.rows', { count: data.results.length })}
          </Typography.Paragraph>
          <DataTable<SheetRow>
            rowKey="__row"
            dataSource={rows}
            columns={data.header.map((key) => ({
              title: key,
              key,
              render: (_: unknown, row: SheetRow) => {
                const value = row[key];
                return value instanceof Date ? value.toISOString() : (value as string | number | undefined);
              },
            }))}
          />
        </>
      )}
    </DemoSection>
  );
}
