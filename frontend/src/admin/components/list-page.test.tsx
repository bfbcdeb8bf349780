import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { listFrom, listOf, renderWith } from '../testing/fixtures';
import { CardFields, countOf, ListPage, useListReadAt, type ListColumn, type ListTab, type ListTexts, type RecordProps } from './list-page';

interface Thing {
  id: string;
  name: string;
  status: string;
  createdAt: string;
}

const thing = (id: string, name: string, status = 'open'): Thing => ({ id, name, status, createdAt: '2026-01-01T00:00:00.000Z' });

const TEXTS: ListTexts = {
  title: 'Things',
  appBarTitle: 'All the things',
  subtitle: 'Everything we have',
  card: 'All Things',
  count: ['thing', 'things'],
  loading: 'Loading things...',
  empty: 'No things yet',
  emptyDescription: 'Add one',
};

const COLUMNS: readonly ListColumn<Thing>[] = [
  { label: 'Name', sortBy: 'name', render: (t) => t.name },
  { label: 'Status', render: (t) => t.status.toUpperCase() },
];

function ThingCard({ record }: RecordProps<Thing>) {
  return (
    <>
      <strong>{record.name}</strong>
      <CardFields rows={[['Status', record.status], record.status === 'closed' && ['Closed', 'yes']]} />
    </>
  );
}

function ThingAction({ record }: RecordProps<Thing>) {
  return <button type="button">Remove {record.name}</button>;
}

function ReadAt() {
  return <span data-testid="read-at">{useListReadAt().toISOString()}</span>;
}

/** Phones: MUI's useMediaQuery answers "below md" with true. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => window.history.replaceState(null, '', '/'));
const render = (ui: React.ReactElement, dataProvider: Record<string, unknown>) => renderWith(ui, dataProvider, { store: memoryStore() });

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(0, 'user', 'users')).toBe('0 users');
    expect(countOf(1, 'user', 'users')).toBe('1 user');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});

describe('ListPage', () => {
  it('shows the heading, the loading line, then the empty state', async () => {
    render(<ListPage<Thing> resource="things" texts={TEXTS} columns={COLUMNS} card={ThingCard} />, { getList: listOf([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(screen.getByText('Everything we have')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'All Things' })).toBeInTheDocument();
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    expect(await screen.findByText('No things yet')).toBeInTheDocument();
    expect(screen.getByText('Add one')).toBeInTheDocument();
    expect(screen.getByText('0 things')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the first 25 newest records and shows them in a table with the count and pagination', async () => {
    const getList = vi.fn(async () => ({ data: [thing('1', 'Alpha'), thing('2', 'Beta')], total: 30 }));
    render(<ListPage<Thing> resource="things" texts={TEXTS} columns={COLUMNS} card={ThingCard} />, { getList });
    const table = await screen.findByRole('table');
    expect(getList).toHaveBeenCalledWith('things', expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' } }));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Alpha')).toBeInTheDocument();
    expect(within(rows[1]).getByText('OPEN')).toBeInTheDocument();
    expect(screen.getByText('30 things')).toBeInTheDocument();
    // Only columns with a sort field sort.
    expect(within(table).getByText('Name').closest('[data-field]')).toHaveAttribute('data-field', 'name');
    expect(within(table).getByText('Status').closest('[data-field]')).toBeNull();
    expect(screen.getByRole('region', { name: 'All Things' }).querySelector('.MuiTablePagination-root')).not.toBeNull();
  });

  it('sorts by a column through the list parameters', async () => {
    const getList = listOf([thing('1', 'Alpha')]);
    render(<ListPage<Thing> resource="things" texts={TEXTS} columns={COLUMNS} card={ThingCard} />, { getList });
    fireEvent.click(within(await screen.findByRole('table')).getByText('Name'));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('things', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } })));
  });

  it("shows the server's message and reads again on Try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi.fn().mockRejectedValueOnce(new Error('The server is down')).mockResolvedValue({ data: [thing('1', 'Alpha')], total: 1 });
    render(<ListPage<Thing> resource="things" texts={TEXTS} columns={COLUMNS} card={ThingCard} />, { getList });
    expect(await screen.findByText('The server is down')).toBeInTheDocument();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
  });

  it('shows cards on phones, linked to the record when rows are, with the action outside the link', async () => {
    asPhone();
    render(<ListPage<Thing> resource="things" texts={TEXTS} columns={COLUMNS} rowClick="edit" card={ThingCard} cardAction={ThingAction} />, {
      getList: listOf([thing('1', 'Alpha'), thing('2', 'Beta', 'closed')]),
    });
    const alpha = (await screen.findByText('Alpha')).closest('a');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(alpha).toHaveAttribute('href', expect.stringContaining('/things/1'));
    expect(within(alpha!).getByText('open')).toBeInTheDocument();
    expect(within(alpha!).queryByText('Closed')).not.toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove Alpha' });
    expect(remove.closest('a')).toBeNull();
  });

  it('shows plain cards when rows lead nowhere', async () => {
    asPhone();
    render(<ListPage<Thing> resource="things" texts={TEXTS} columns={COLUMNS} card={ThingCard} />, { getList: listOf([thing('1', 'Alpha')]) });
    expect((await screen.findByText('Alpha')).closest('a')).toBeNull();
  });

  it('filters by the first tab by default, and gives each tab its title, empty text and columns', async () => {
    const tabs: readonly ListTab<'open' | 'closed', Thing>[] = [
      { value: 'open', label: 'Open', card: 'Open Things', empty: 'Nothing open', columns: [...COLUMNS, { label: 'Actions', align: 'right', render: (t) => <ThingAction record={t} /> }] },
      { value: 'closed', label: 'Closed', card: 'Closed Things', empty: 'Nothing closed' },
    ];
    const getList = listFrom({ things: [thing('1', 'Alpha')] });
    render(
      <ListPage<Thing, 'open' | 'closed'>
        resource="things"
        texts={{ ...TEXTS, card: undefined, empty: undefined, emptyDescription: undefined }}
        tabs={{ label: 'Thing status', source: 'status', options: tabs, valueOf: (filter) => (filter.status === 'closed' ? 'closed' : 'open') }}
        columns={COLUMNS}
        card={ThingCard}
      />,
      { getList },
    );
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('things', expect.objectContaining({ filter: { status: 'open' } }));
    expect(screen.getByRole('region', { name: 'Open Things' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status', 'Actions']);
    expect(within(screen.getByRole('tablist', { name: 'Thing status' })).getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByText('Nothing closed')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('things', expect.objectContaining({ filter: { status: 'closed' } }));
    expect(screen.getByRole('region', { name: 'Closed Things' })).toBeInTheDocument();
  });

  it('without pagination shows at most perPage rows, a fixed description, and content before the card', async () => {
    const getList = listOf(Array.from({ length: 4 }, (_, i) => thing(String(i), `Thing ${i}`)));
    render(
      <ListPage<Thing>
        resource="things"
        perPage={3}
        pagination={false}
        texts={{ ...TEXTS, description: 'The 3 newest' }}
        before={<p>A form</p>}
        columns={[...COLUMNS, { label: 'Read', render: () => <ReadAt /> }]}
        card={ThingCard}
      />,
      { getList },
    );
    const table = await screen.findByRole('table');
    expect(getList).toHaveBeenCalledWith('things', expect.objectContaining({ pagination: { page: 1, perPage: 3 } }));
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(screen.queryByText('Thing 3')).not.toBeInTheDocument();
    expect(screen.getByText('The 3 newest')).toBeInTheDocument();
    expect(screen.queryByText('4 things')).not.toBeInTheDocument();
    expect(screen.getByText('A form')).toBeInTheDocument();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
    // Every row judges time by the same moment: when the list was read.
    expect(new Set(screen.getAllByTestId('read-at').map((el) => el.textContent)).size).toBe(1);
  });

  it('puts the filters in the card header and extra content in the list context', async () => {
    render(
      <ListPage<Thing> resource="things" texts={TEXTS} filters={<label>Search things</label>} columns={COLUMNS} card={ThingCard}>
        <ReadAt />
      </ListPage>,
      { getList: listOf([thing('1', 'Alpha')]) },
    );
    expect(within(screen.getByRole('region', { name: 'All Things' })).getByText('Search things')).toBeInTheDocument();
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(screen.getByTestId('read-at')).toBeInTheDocument();
  });
});
