import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The chat's shape while the ticket loads: header, a few bubbles, the input. */
export function ChatSkeleton() {
  return (
    <Stack sx={{ height: '100%' }} data-testid="chat-skeleton">
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </Box>
        <Skeleton variant="rounded" width={90} height={32} />
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1, p: 3 }}>
        {[200, 140, 260, 180].map((width, index) => (
          <Box key={index} sx={{ display: 'flex', justifyContent: index % 2 ? 'flex-end' : 'flex-start' }}>
            <Skeleton variant="rounded" width={width} height={40} />
          </Box>
        ))}
      </Stack>
      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Skeleton variant="rounded" height={44} />
      </Box>
    </Stack>
  );
}
