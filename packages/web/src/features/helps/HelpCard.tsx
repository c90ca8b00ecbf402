import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import HelpCenterOutlinedIcon from '@mui/icons-material/HelpCenterOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import type { HelpView } from '@guiche/shared';

const THUMBNAIL_HEIGHT = 150;

/**
 * One help of the grid: its video's thumbnail, title and description. A thumbnail that does not load (a wrong video
 * id, YouTube blocked on the network) gives way to a placeholder of the same size, as does a help without a video,
 * so the grid keeps its rows.
 */
export function HelpCard({ help, onPlay }: { help: HelpView; onPlay(help: HelpView): void }) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  return (
    <Card variant="outlined">
      <CardActionArea onClick={() => onPlay(help)} data-testid={`help-card-${help.id}`} disabled={!help.video}>
        {help.video && !thumbnailFailed ? (
          <CardMedia
            component="img"
            height={THUMBNAIL_HEIGHT}
            image={`https://img.youtube.com/vi/${encodeURIComponent(help.video)}/mqdefault.jpg`}
            alt=""
            onError={() => setThumbnailFailed(true)}
          />
        ) : (
          <Box
            data-testid="help-thumbnail-placeholder"
            sx={{
              height: THUMBNAIL_HEIGHT,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'text.secondary',
            }}
          >
            {help.video ? (
              <OndemandVideoOutlinedIcon sx={{ fontSize: 48 }} />
            ) : (
              <HelpCenterOutlinedIcon sx={{ fontSize: 48 }} />
            )}
          </Box>
        )}
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {help.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {help.description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
