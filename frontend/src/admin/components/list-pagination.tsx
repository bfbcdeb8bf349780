import { Pagination } from 'react-admin';

/** react-admin's pagination, with tighter gutters so it fits a 360 px phone. */
export function ListPagination() {
  return (
    <Pagination
      rowsPerPageOptions={[10, 25, 50, 100]}
      sx={{
        '& .MuiTablePagination-toolbar': { pl: { xs: 1, sm: 2 }, pr: { xs: 0.5, sm: 1 } },
        '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
      }}
    />
  );
}
