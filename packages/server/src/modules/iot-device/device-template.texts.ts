import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import type { DeviceImportField } from '@beacon/contracts/iot-device-files';

/** How one import column is filled in: its format, and the example the instructions show. */
interface ColumnHelp {
  format: string;
  example: string;
}

/** The texts of the import template in one language. */
export interface TemplateTexts {
  devicesSheet: string;
  helpSheet: string;
  /** Titles of the instructions' columns. */
  helpHeader: { column: string; required: string; format: string; example: string };
  yes: string;
  no: string;
  /** Title of the names beside each list of codes. */
  nameTitle: string;
  /** The lines above the instructions' table. */
  notes: readonly string[];
  columns: Record<DeviceImportField, ColumnHelp>;
  /** The message a dropdown column shows for a value not in its list. */
  notInList: { title: string; text: string };
}

/** The import template's instructions, in each console language. */
export const TEMPLATE_TEXTS: Record<ConsoleLanguage, TemplateTexts> = {
  'zh-CN': {
    devicesSheet: '设备',
    helpSheet: '填写说明',
    helpHeader: { column: '列', required: '必填', format: '格式', example: '示例' },
    yes: '是',
    no: '否',
    nameTitle: '名称',
    notes: [
      '在“设备”工作表第 2 行起每行填写一台设备（最多 10,000 行），不要修改表头。',
      '示例只列在本表“示例”列中，“设备”工作表中没有示例行，导入时不会误导入示例。',
      '带下拉列表的列只能选择列表中的值（编码与名称对照见隐藏工作表 lists）。',
      '只要有一行未通过校验，整个文件都不会导入；请按导入报告修改后重新上传。',
    ],
    columns: {
      devKey: { format: '字母、数字、_ . -，最长 64 个字符，不能与已有设备重复', example: 'th-0001' },
      name: { format: '最长 64 个字符', example: '1号楼温湿度传感器' },
      productKey: { format: '下拉选择标准物模型标识', example: 'temp-humidity' },
      projectCode: { format: '下拉选择项目编码（只列出您可管理的项目）', example: 'P-001' },
      thirdManufacturer: { format: '下拉选择；与第三方型号同时填写或同时留空', example: '' },
      thirdModelNumber: {
        format: '下拉选择；须已与所选标准物模型建立关联，与第三方厂商同时填写或同时留空',
        example: '',
      },
      categoryId: { format: '下拉选择设备分类ID（正整数）', example: '' },
      areaCode: { format: '下拉选择 6 位区域编码（省、市或区县）', example: '440305' },
      address: { format: '最长 255 个字符', example: '深圳市南山区科技园 1 号' },
      firmware: { format: '最长 64 个字符', example: 'v1.0.0' },
    },
    notInList: { title: '不在列表中', text: '请从下拉列表中选择。' },
  },
  'en-US': {
    devicesSheet: 'Devices',
    helpSheet: 'Instructions',
    helpHeader: { column: 'Column', required: 'Required', format: 'Format', example: 'Example' },
    yes: 'Yes',
    no: 'No',
    nameTitle: 'Name',
    notes: [
      'Fill in one device per row of the "Devices" sheet from row 2 (at most 10,000 rows); keep the header row.',
      'Examples are only in the "Example" column here; the "Devices" sheet has no example row to import by mistake.',
      'Columns with a dropdown take only values of their list (codes with their names: the hidden sheet "lists").',
      'If any row is refused, nothing in the file is imported; fix the rows the report names and upload again.',
    ],
    columns: {
      devKey: {
        format: 'Letters, digits, _ . -; at most 64 characters; not used by another device',
        example: 'th-0001',
      },
      name: { format: 'At most 64 characters', example: 'Building 1 climate sensor' },
      productKey: { format: 'Pick a standard model key from the list', example: 'temp-humidity' },
      projectCode: { format: 'Pick a project code from the list (your projects only)', example: 'P-001' },
      thirdManufacturer: { format: 'Pick from the list; give it with the model number, or neither', example: '' },
      thirdModelNumber: {
        format:
          'Pick from the list; must be associated with the standard model; give it with the manufacturer, or neither',
        example: '',
      },
      categoryId: { format: 'Pick a category ID (a positive whole number) from the list', example: '' },
      areaCode: { format: 'Pick a 6-digit region code (province, city or district) from the list', example: '440305' },
      address: { format: 'At most 255 characters', example: 'No. 1 Science Park, Nanshan, Shenzhen' },
      firmware: { format: 'At most 64 characters', example: 'v1.0.0' },
    },
    notInList: { title: 'Not in the list', text: 'Pick a value from the dropdown list.' },
  },
};
