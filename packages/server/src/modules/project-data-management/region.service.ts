import type { Region, RegionTreeNode } from '@beacon/contracts/project-data-management';
import { refusal } from '@beacon/contracts/reasons';
import { areaList } from '@vant/area-data';
import { AppError } from '../../platform/http/app-error';

/** The level a region code names. */
export type RegionLevel = 'province' | 'city' | 'district';

const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;
const cityOf = (code: string) => `${code.slice(0, 4)}00`;

const groupBy = (entries: [string, string][], parentOf: (code: string) => string) => {
  const groups = new Map<string, { code: string; name: string }[]>();
  for (const [code, name] of entries) {
    const parent = parentOf(code);
    groups.set(parent, [...(groups.get(parent) ?? []), { code, name }]);
  }
  return groups;
};

const buildTree = (): RegionTreeNode[] => {
  const citiesOf = groupBy(Object.entries(areaList.city_list), provinceOf);
  const districtsOf = groupBy(Object.entries(areaList.county_list), cityOf);
  return Object.entries(areaList.province_list).map(([code, name]) => ({
    code,
    name,
    children: (citiesOf.get(code) ?? []).map((city) => ({ ...city, children: districtsOf.get(city.code) ?? [] })),
  }));
};

/**
 * Administrative regions from @vant/area-data (province_list, city_list, county_list keyed by 6-digit
 * code; a district's city is its first four digits + 00, its province its first two + 0000).
 */
/** A refusal's path for a field named as in the English message (`body.areaCode` → `areaCode`). */
const refusalPath = (field: string): string => field.replace(/^body\./, '');

/** 400: the field names a region code that does not exist. */
const unknownRegion = (field: string, code: string): AppError =>
  AppError.badRequest(`${field}: unknown region code '${code}'`).with(
    refusal(refusalPath(field), 'notFound', { entity: 'region', id: code }),
  );

export class RegionService {
  private tree: RegionTreeNode[] | null = null;

  /** The level of a known code, or null when the package does not know it. */
  levelOf(code: string): RegionLevel | null {
    if (areaList.county_list[code] !== undefined) return 'district';
    if (areaList.city_list[code] !== undefined) return 'city';
    if (areaList.province_list[code] !== undefined) return 'province';
    return null;
  }

  /** The province, city and district of a code; 400 naming the field when the code is unknown. */
  resolve(code: string, field = 'params.code'): Region {
    const level = this.levelOf(code);
    if (!level) throw unknownRegion(field, code);
    const province = areaList.province_list[provinceOf(code)] ?? '';
    const city = level === 'province' ? '' : (areaList.city_list[cityOf(code)] ?? '');
    const district = level === 'district' ? (areaList.county_list[code] ?? '') : '';
    return { code, province, city, district, names: [province, city, district].filter((name) => name !== '') };
  }

  /** Refuses (400 naming the field) a code that is not a known district. */
  requireDistrict(code: string, field: string): void {
    const level = this.levelOf(code);
    if (!level) throw unknownRegion(field, code);
    if (level !== 'district')
      throw AppError.badRequest(`${field}: '${code}' is a ${level}; choose a district`).with(
        refusal(refusalPath(field), 'regionNotDistrict', { code }),
      );
  }

  /** Every province with its cities and their districts, built once. */
  cascader(): RegionTreeNode[] {
    this.tree ??= buildTree();
    return this.tree;
  }
}
