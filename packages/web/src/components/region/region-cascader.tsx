import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { regionCodePath, regionOptions } from './region-tree';
import { regionTreeQueryOptions } from './region-tree-query';

/** Props of the region cascader; its value is one 6-digit code (the last level picked). */
export interface RegionCascaderProps {
  id?: string;
  value?: string | null;
  onChange?: (code: string | undefined) => void;
  /** A province or a city may be picked too (filters: it matches everything below it); else only districts. */
  anyLevel?: boolean;
  disabled?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}

/** Province → city → district picker over the cached region tree, holding the picked 6-digit code. */
export function RegionCascader({
  id,
  value,
  onChange,
  anyLevel = false,
  disabled,
  placeholder,
  style,
}: RegionCascaderProps) {
  const { t } = useTranslation();
  const regions = useQuery(regionTreeQueryOptions());
  const tree = useMemo(() => regions.data?.data ?? [], [regions.data]);
  const options = useMemo(() => regionOptions(tree), [tree]);
  const path = value ? (regionCodePath(tree, value) ?? [value]) : undefined;
  return (
    <Cascader
      id={id}
      style={style}
      disabled={disabled}
      loading={regions.isPending}
      options={options}
      value={path}
      changeOnSelect={anyLevel}
      showSearch
      allowClear
      placeholder={placeholder ?? t('common:pleaseSelect')}
      onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : undefined)}
    />
  );
}
