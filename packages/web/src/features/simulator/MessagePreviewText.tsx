import { useTranslation } from 'react-i18next';

const KIND_LABELS = ['image', 'audio', 'video', 'document', 'location', 'contact', 'sticker', 'reaction'] as const;
type LabelledKind = (typeof KIND_LABELS)[number];

function isLabelledKind(kind: string): kind is LabelledKind {
  return (KIND_LABELS as readonly string[]).includes(kind);
}

interface MessagePreviewTextProps {
  kind: string;
  body: string;
  isDeleted?: boolean;
}

/** One line that stands for a message (chat list, quotes): its text, or its caption, or what kind of message it is. */
export function MessagePreviewText({ kind, body, isDeleted = false }: MessagePreviewTextProps) {
  const { t } = useTranslation();
  if (isDeleted) return t('simulator.deleted');
  if (!isLabelledKind(kind)) return body;
  const label = t(`simulator.kinds.${kind}`);
  // A caption (or a reaction's emoji) says more than the kind alone; a location's body is only coordinates.
  return body && kind !== 'location' && kind !== 'contact' ? `${label}: ${body}` : label;
}
