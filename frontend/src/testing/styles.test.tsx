import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { render, screen } from '@testing-library/react';

// testing/styles.ts keeps only emotion's rules that hide; what a test can see must not change.
describe('the styles a unit test keeps (testing/styles.ts)', () => {
  const rules = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

  it('keeps a rule that hides, so a collapsed section stays out of reach of *ByRole and toBeVisible', () => {
    render(
      <>
        <Collapse in={false}>
          <Button>Hidden inside</Button>
        </Collapse>
        <Box sx={{ display: 'none' }}>
          <Button>Not displayed</Button>
        </Box>
        <Button>Shown</Button>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Hidden inside' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not displayed' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shown' })).toBeVisible();
    expect(screen.getByText('Hidden inside')).not.toBeVisible();
    expect(rules()).toMatch(/visibility:hidden/);
  });

  it('leaves out a rule that only paints (a colour, a margin)', () => {
    render(<Box sx={{ color: 'rgb(1, 2, 3)', marginTop: '17px' }}>Painted</Box>);
    expect(screen.getByText('Painted')).toBeVisible();
    expect(rules()).not.toMatch(/rgb\(1, 2, 3\)|17px/);
  });
});
