import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { APP_TAGLINE } from '../../config';

export function Header({ onToggleSidebar, sidebarOpen }: { onToggleSidebar: () => void; sidebarOpen: boolean }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" sx={{ gap: 1.5, minHeight: 56 }}>
        <IconButton edge="start" onClick={onToggleSidebar} aria-label="Toggle sidebar" aria-expanded={sidebarOpen} title="Toggle sidebar (Ctrl+B)">
          <MenuIcon />
        </IconButton>
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {APP_TAGLINE}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
