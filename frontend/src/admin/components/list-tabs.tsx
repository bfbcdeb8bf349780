import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface ListTabOption<T extends string = string> {
  value: T;
  label: string;
}

/** Tabs over one list filter value (e.g. Active / Past), under a card's title. */
export function ListTabs<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly ListTabOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider', minHeight: 44, '& .MuiTab-root': { minHeight: 44, textTransform: 'none', fontWeight: 600 } }}
    >
      {options.map((option) => (
        <Tab key={option.value} value={option.value} label={option.label} />
      ))}
    </Tabs>
  );
}
