import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';

interface BrandMarkProps {
  /** `inverse` sits on the coloured app bar; `default` on paper. */
  tone?: 'default' | 'inverse';
  size?: 'small' | 'large';
}

/** The product's logo and name, shared by the login card and the app bar. */
export function BrandMark({ tone = 'default', size = 'small' }: BrandMarkProps) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: large ? 48 : 34,
          height: large ? 48 : 34,
          borderRadius: large ? 3 : 2,
          display: 'grid',
          placeItems: 'center',
          color: tone === 'inverse' ? 'primary.dark' : 'primary.contrastText',
          bgcolor: tone === 'inverse' ? 'common.white' : 'primary.main',
        }}
      >
        <ForumRoundedIcon fontSize={large ? 'medium' : 'small'} />
      </Box>
      <Typography
        component="span"
        variant={large ? 'h4' : 'h6'}
        sx={{ fontWeight: 800, letterSpacing: '-0.02em', color: tone === 'inverse' ? 'common.white' : 'text.primary' }}
      >
        Guichê
      </Typography>
    </Box>
  );
}
