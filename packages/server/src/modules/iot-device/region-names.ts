import { areaList } from '@vant/area-data';

/** A region code's names from its province down (`广东省 / 深圳市 / 南山区`), or the code when it names none. */
export const regionPathText = (code: string): string => {
  const province = areaList.province_list[`${code.slice(0, 2)}0000`];
  const city = areaList.city_list[`${code.slice(0, 4)}00`];
  const county = areaList.county_list[code];
  const names =
    county !== undefined
      ? [province, city, county]
      : city !== undefined
        ? [province, city]
        : [areaList.province_list[code]];
  const known = names.filter((name): name is string => name !== undefined);
  return known.length > 0 ? known.join(' / ') : code;
};

/** Every region code (provinces, cities, districts), ascending. */
export const allRegionCodes = (): string[] =>
  [areaList.province_list, areaList.city_list, areaList.county_list].flatMap((list) => Object.keys(list)).sort();
