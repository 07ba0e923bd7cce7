import type { ConsoleLanguage } from '@beacon/contracts/console-locale';

/** Column titles and file name of a history export, in each console language (the real-time page's titles). */
export const HISTORY_EXPORT_TEXTS: Record<
  ConsoleLanguage,
  { valueTime: string; attrKey: string; attrName: string; value: string; unit: string; fileName: string }
> = {
  'zh-CN': {
    valueTime: '数据时间',
    attrKey: '属性标识',
    attrName: '属性名称',
    value: '属性值',
    unit: '单位',
    fileName: '历史数据',
  },
  'en-US': {
    valueTime: 'Value time',
    attrKey: 'Property key',
    attrName: 'Property',
    value: 'Value',
    unit: 'Unit',
    fileName: 'history',
  },
};
