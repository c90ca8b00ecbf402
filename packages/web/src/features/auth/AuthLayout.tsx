import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The frame of the screens reached without a session: login, sign-up, recovery, expired subscription. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(circle at 15% 10%, ${alpha(theme.palette.primary.main, 0.16)} 0, transparent 45%),
          radial-gradient(circle at 85% 90%, ${alpha(theme.palette.secondary.main, 0.12)} 0, transparent 40%)`,
      })}
    >
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, mb: 3 }}>
          <BrandMark size="large" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('app.tagline')}
          </Typography>
        </Box>
        <Card elevation={0} sx={{ boxShadow: (theme) => `0 12px 40px ${alpha(theme.palette.common.black, 0.08)}` }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
}
