import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LanguageSelect } from '../components/language-select';
import { Logo } from '../components/logo';
import { OfflineBanner } from '../components/offline-banner';
import { paths } from '../lib/paths';
import { clearBasicToken } from '../lib/storage';
import { useForgetAdminData } from '../hooks/admin/use-forget-admin-data';
import { SkipLink } from '../components/skip-link';

const NAV = [
  { to: paths.admin, label: 'admin.nav.sessions', end: true },
  { to: paths.adminScenarios, label: 'admin.nav.scenarios', end: true },
  { to: paths.adminAccount, label: 'admin.nav.account', end: true },
] as const;

/**
 * The admin area's frame (docs/product.md#admin-area-pages): the bar with its pages, the language and
 * logout — which removes the token and goes to "/" (docs/product.md#admin-states) — around the current page.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetAdminData = useForgetAdminData();

  const signOut = () => {
    clearBasicToken();
    forgetAdminData();
    void navigate(paths.game);
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Logo size={36} title={t('app.name')} />
          <Typography variant="h6" component="p" sx={{ mr: 2 }}>
            {t('admin.title')}
          </Typography>
          <Box
            component="nav"
            aria-label={t('admin.nav.label')}
            sx={{ display: 'flex', gap: 0.5, flexGrow: 1 }}
          >
            {NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                color="inherit"
                sx={{
                  '&.active': {
                    color: 'secondary.main',
                    textDecoration: 'underline',
                    textUnderlineOffset: 6,
                  },
                }}
              >
                {t(item.label)}
              </Button>
            ))}
          </Box>
          <LanguageSelect />
          <Button color="inherit" onClick={signOut}>
            {t('admin.logout')}
          </Button>
        </Toolbar>
        <OfflineBanner />
      </AppBar>
      <Outlet />
    </Box>
  );
}
