import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';

/** An outlined card with roomy, phone-friendly padding: the one surface of the standalone screens. */
export function PanelCard({ children, ...props }: CardProps) {
  return (
    <Card variant="outlined" {...props}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>{children}</CardContent>
    </Card>
  );
}
