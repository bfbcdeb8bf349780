import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, ListBase, useCreatePath, useListContext, type RaRecord, type SortPayload } from 'react-admin';
import { EmptyState, ErrorState, LoadingState } from './list-state';
import { ListPagination } from './list-pagination';
import { ListTabs, type ListTabOption } from './list-tabs';
import { PageHeading } from './page-heading';
import { SectionCard } from './section-card';
import { useIsMobile } from './use-is-mobile';

/** One column of the desktop table. */
export interface ListColumn<R> {
  label: string;
  /** The field the column sorts by; a column without one cannot be sorted. */
  sortBy?: string;
  render: (record: R) => ReactNode;
  align?: 'left' | 'right';
  /** Keep the cells on one line. */
  nowrap?: boolean;
  /** More styles for the column's cells. */
  sx?: SxProps<Theme>;
}

/** The texts of a list screen (the spec's, verbatim). */
export interface ListTexts {
  /** The page heading (h1); also the app bar title unless `appBarTitle` is given. */
  title: string;
  appBarTitle?: string;
  subtitle?: string;
  /** The card's title (unless the selected tab has its own). */
  card?: string;
  /** Under the card's title once the total is known: [singular, plural] ("1 user", "3 users") or a sentence made from it. */
  count?: readonly [string, string] | ((total: number) => string);
  /** Under the card's title, always (instead of a count). */
  description?: string;
  /** The loading line, e.g. "Loading users...". */
  loading: string;
  /** What an empty list says (unless the selected tab has its own). */
  empty?: string;
  emptyDescription?: string;
}

/** A tab over one filter value (e.g. status "past"), with what differs on it. */
export interface ListTab<T extends string, R> extends ListTabOption<T> {
  /** The card's title on this tab, e.g. "Past Partnerships". */
  card: string;
  empty: string;
  emptyDescription?: string;
  /** The table's columns on this tab, where they differ. */
  columns?: readonly ListColumn<R>[];
}

/** Tabs over one filter of the list, under the card's title; the first tab is the default. */
export interface ListPageTabs<T extends string, R> {
  /** The tabs' accessible name, e.g. "Report status". */
  label: string;
  /** The filter the tabs set, e.g. "status". */
  source: string;
  options: readonly ListTab<T, R>[];
  /** The tab a filter stands for (the first one for a missing or unknown value). */
  valueOf: (filter: Record<string, unknown>) => T;
}

/** What a record's card on phones is given. */
export interface RecordProps<R> {
  record: R;
}

export interface ListPageProps<R extends RaRecord, T extends string = string> {
  /** The react-admin resource, e.g. "users" or "supportmatch/reports". */
  resource: string;
  /** Newest first (createdAt, descending) unless given. */
  sort?: SortPayload;
  /** Rows a page (25). */
  perPage?: number;
  /**
   * With false: only the first `perPage` records, no pagination, and the list's parameters kept
   * out of the URL and the store (a "most recent" list).
   */
  pagination?: boolean;
  texts: ListTexts;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Content between the heading and the list's card (e.g. a form card). */
  before?: ReactNode;
  /** Search and filter fields, in the card's header. */
  filters?: ReactNode;
  tabs?: ListPageTabs<T, R>;
  emptyIcon?: ReactNode;
  /** The table on desktop. */
  columns: readonly ListColumn<R>[];
  /** Keep every table cell on one line (headers always are). */
  noWrap?: boolean;
  /** Where a row (and, on phones, a card) leads; without it rows are not links. */
  rowClick?: 'edit' | 'show';
  /** A record's card on phones (below 768 px): the content inside the card's padding. */
  card: ComponentType<RecordProps<R>>;
  /** A control in the card's top right corner, outside the card's link (e.g. a delete button). */
  cardAction?: ComponentType<RecordProps<R>>;
  /** More content in the list's context, e.g. dialogs. */
  children?: ReactNode;
}

const ReadAtContext = createContext<Date | null>(null);

/** When the list on screen was read, to judge time-dependent states (an expiry in the past is "Expired"). */
export function useListReadAt(): Date {
  return useContext(ReadAtContext) ?? new Date();
}

/** `n noun` with the singular for 1, e.g. "1 user", "3 users". */
export function countOf(total: number, singular: string, plural: string): string {
  return `${total} ${total === 1 ? singular : plural}`;
}

/** Labels and values in two columns, for a record's card. Falsy rows are left out. */
export function CardFields({ rows }: { rows: readonly (readonly [string, ReactNode] | false | null | undefined)[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
      {rows.map(
        (row) =>
          row && (
            <Box key={row[0]} sx={{ display: 'contents' }}>
              <Typography variant="body2" color="text.secondary">
                {row[0]}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row[1]}
              </Typography>
            </Box>
          ),
      )}
    </Box>
  );
}

/** A card's top line: the main content at the start, badges or an amount at the end. */
export function CardHeader({
  start,
  end,
  align = 'center',
  wrap = false,
}: {
  start: ReactNode;
  end: ReactNode;
  align?: 'center' | 'flex-start' | 'baseline';
  /** Let the end move under the start when they do not fit side by side. */
  wrap?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: align, justifyContent: 'space-between', gap: 1, flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      {start}
      {end}
    </Box>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const NEWEST_FIRST: SortPayload = { field: 'createdAt', order: 'DESC' };

function countText(count: ListTexts['count'], total: number): string | undefined {
  if (!count) return undefined;
  return typeof count === 'function' ? count(total) : countOf(total, count[0], count[1]);
}

function RecordTable<R extends RaRecord>({ rows, columns, noWrap, rowClick }: { rows: R[]; columns: readonly ListColumn<R>[]; noWrap?: boolean; rowClick?: 'edit' | 'show' }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<R> data={rows} rowClick={rowClick ?? false} bulkActionButtons={false} size="small" sx={{ '& th': NOWRAP, ...(noWrap ? { '& td': NOWRAP } : {}) }}>
        {columns.map((column) => {
          const sx = column.nowrap ? [NOWRAP, column.sx ?? {}] : column.sx;
          return (
            <DataTable.Col<R>
              key={column.label}
              label={column.label}
              source={column.sortBy}
              disableSort={!column.sortBy}
              align={column.align}
              render={column.render}
              cellSx={sx ? () => sx as SxProps : undefined}
            />
          );
        })}
      </DataTable>
    </Box>
  );
}

function RecordCards<R extends RaRecord>({
  rows,
  resource,
  rowClick,
  card: Content,
  cardAction: Action,
  spaceAbove,
}: Pick<ListPageProps<R>, 'resource' | 'rowClick' | 'card' | 'cardAction'> & { rows: R[]; spaceAbove: boolean }) {
  const createPath = useCreatePath();
  const padding = { p: 2, pr: Action ? 6 : 2 };
  return (
    <Stack spacing={1.5} sx={{ px: 2, pb: 2, pt: spaceAbove ? 2 : 0 }}>
      {rows.map((record) => (
        <Card key={record.id} variant="outlined" sx={{ position: 'relative' }}>
          {rowClick ? (
            <CardActionArea component={Link} to={createPath({ resource, type: rowClick, id: record.id })} sx={padding}>
              <Content record={record} />
            </CardActionArea>
          ) : (
            <Box sx={padding}>
              <Content record={record} />
            </Box>
          )}
          {Action && (
            <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
              <Action record={record} />
            </Box>
          )}
        </Card>
      ))}
    </Stack>
  );
}

type ViewProps<R extends RaRecord, T extends string> = Omit<ListPageProps<R, T>, 'sort' | 'children' | 'perPage' | 'pagination'> & { perPage: number; pagination: boolean };

function ListPageView<R extends RaRecord, T extends string>({ resource, perPage, pagination, texts, actions, before, filters, tabs, emptyIcon, columns, noWrap, rowClick, card, cardAction }: ViewProps<R, T>) {
  const { data, total, isPending, error, refetch, filterValues, displayedFilters, setFilters } = useListContext<R>();
  const isMobile = useIsMobile();
  const tab = tabs?.options.find((option) => option.value === tabs.valueOf(filterValues));
  const rows = useMemo(() => (pagination ? (data ?? []) : (data ?? []).slice(0, perPage)), [data, pagination, perPage]);
  // States that depend on the time are judged when the list was read.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `data` is the trigger, not an input: a new list re-reads the clock.
  const readAt = useMemo(() => new Date(), [data]);
  const shown = !isPending && !error && rows.length > 0;
  const empty = tab ?? texts;

  const listCard = (
    <SectionCard
      title={tab?.card ?? texts.card}
      description={texts.description ?? (total !== undefined && !isPending ? countText(texts.count, total) : undefined)}
      action={filters}
      disablePadding
    >
      {tabs && tab && (
        <ListTabs label={tabs.label} value={tab.value} options={tabs.options} onChange={(value) => setFilters({ ...filterValues, [tabs.source]: value }, displayedFilters)} />
      )}
      {isPending ? (
        <LoadingState text={texts.loading} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !shown ? (
        <EmptyState title={empty.empty ?? ''} description={empty.emptyDescription} icon={emptyIcon} />
      ) : isMobile ? (
        <RecordCards rows={rows} resource={resource} rowClick={rowClick} card={card} cardAction={cardAction} spaceAbove={!!tabs} />
      ) : (
        <RecordTable rows={rows} columns={tab?.columns ?? columns} noWrap={noWrap} rowClick={rowClick} />
      )}
      {pagination && shown && <ListPagination />}
    </SectionCard>
  );

  return (
    <ReadAtContext.Provider value={readAt}>
      <Box>
        <PageHeading title={texts.title} appBarTitle={texts.appBarTitle} subtitle={texts.subtitle} actions={actions} />
        {before ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            {before}
            {listCard}
          </Box>
        ) : (
          listCard
        )}
      </Box>
    </ReadAtContext.Provider>
  );
}

/**
 * A console list screen: the heading, then a card with the list's title and count, optional
 * filters or tabs, and the records as a table on desktop and as cards on phones, with
 * pagination, a loading line, an empty state and an error with a retry. The list's parameters
 * (page, sort, filters, tab) live in the URL and react-admin's store, as with <List>.
 */
export function ListPage<R extends RaRecord, T extends string = string>({
  resource,
  sort = NEWEST_FIRST,
  perPage = 25,
  pagination = true,
  children,
  ...view
}: ListPageProps<R, T>) {
  const tabSource = view.tabs?.source;
  const firstTab = view.tabs?.options[0]?.value;
  const filterDefaultValues = useMemo(() => (tabSource ? { [tabSource]: firstTab } : undefined), [tabSource, firstTab]);
  return (
    <ListBase<R> resource={resource} sort={sort} filterDefaultValues={filterDefaultValues} perPage={perPage} disableSyncWithLocation={!pagination}>
      <ListPageView<R, T> resource={resource} perPage={perPage} pagination={pagination} {...view} />
      {children}
    </ListBase>
  );
}
