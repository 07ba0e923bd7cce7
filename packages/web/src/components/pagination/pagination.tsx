import { PAGE_SIZES, PAGE_SIZES_ALT } from '@beacon/contracts/constants';
import { pageTotalBound } from '@beacon/contracts/protocol';
import { Pagination as AntPagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of the pagination bar. */
export interface PaginationProps {
  total: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** 'alt' offers 20/50/100 instead of 10/20/30/50. */
  sizes?: 'default' | 'alt';
  /** Add the page jumper to the layout. */
  jumper?: boolean;
  disabled?: boolean;
}

/** Pagination bar with the spec layout: total, sizes, prev, pager, next (and optionally the jumper). */
export function Pagination({
  total,
  pageIndex,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sizes = 'default',
  jumper = false,
  disabled,
}: PaginationProps) {
  const { t } = useTranslation();
  const options = sizes === 'alt' ? PAGE_SIZES_ALT : PAGE_SIZES;
  // antd puts the size changer after "next"; the spec's layout has it between total and prev.
  return (
    <nav
      data-testid="pagination"
      aria-label={t('components:pagination.label')}
      style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 12 }}
    >
      <span className="beacon-pagination-total">
        {/* Large lists count only up to the deepest page served: a total at that bound is "at least". */}
        {total >= pageTotalBound(pageSize)
          ? t('components:pagination.totalAtLeast', { total })
          : t('components:pagination.total', { total })}
      </span>
      <Select
        size="small"
        className="beacon-pagination-sizes"
        aria-label={t('components:pagination.sizes')}
        disabled={disabled}
        value={pageSize}
        popupMatchSelectWidth={false}
        options={options.map((size) => ({ value: size, label: t('components:pagination.perPage', { size }) }))}
        onChange={(size) => size !== pageSize && onPageSizeChange(size)}
      />
      <AntPagination
        size="small"
        total={total}
        current={pageIndex}
        pageSize={pageSize}
        disabled={disabled}
        showSizeChanger={false}
        showQuickJumper={jumper}
        onChange={(page) => onPageChange(page)}
      />
    </nav>
  );
}
