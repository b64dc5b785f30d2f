/** The column a table is sorted by, and which way. */
export interface TableSort<Column extends string> {
  column: Column
  ascending: boolean
}

interface SortableHeaderProps<Column extends string> {
  column: Column
  label: string
  sort: TableSort<Column> | undefined
  onSort: (sort: TableSort<Column>) => void
  /** A column of figures, aligned to the right like its cells. */
  numeric?: boolean
}

/**
 * A column heading that sorts its table: a button, ascending on the first press and the other way
 * on the next. The sorted column says so to assistive technology (`aria-sort`); its arrow is for
 * the eye only.
 */
export function SortableHeader<Column extends string>({ column, label, sort, onSort, numeric }: SortableHeaderProps<Column>) {
  const active = sort?.column === column
  return (
    <th
      scope="col"
      className={numeric ? 'num' : undefined}
      aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort({ column, ascending: active ? !sort.ascending : true })}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.ascending ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  )
}
