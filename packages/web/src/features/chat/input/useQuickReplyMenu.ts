import { useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QuickMessageView } from '@guiche/shared';
import { handleApiError } from '../../../api/errorHandler';
import { chatKeys, fetchQuickMessages } from '../chatApi';
import { filterQuickReplies, quickReplyQuery } from '../quickReplies';
import { quickReplyFile } from './quickReplyFile';

/** Where a picked reply goes. */
interface QuickReplyTarget {
  /** The reply's text replaces the '/query' typed so far. */
  replaceText(text: string): void;
  /** A reply's stored file, for the attachment preview (its text becomes the caption there). */
  addFile(file: File): void;
}

/**
 * The '/' quick-reply menu of the message input (spec 1 §2): open while the text starts with '/' on its first line,
 * listing the replies that match what follows (fetched the first time the menu opens, then kept for a minute). The
 * arrow keys move the highlight round the list, Enter or Tab pick the highlighted reply, Escape closes the menu
 * until the text changes again.
 */
export function useQuickReplyMenu(text: string, enabled: boolean, target: QuickReplyTarget) {
  const [highlighted, setHighlighted] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const query = enabled && !dismissed ? quickReplyQuery(text) : null;
  const list = useQuery({
    queryKey: chatKeys.quickMessages(),
    queryFn: fetchQuickMessages,
    enabled: query !== null,
    staleTime: 60_000,
  });
  const replies = query === null || !list.data ? [] : filterQuickReplies(list.data, query);
  const current = Math.min(highlighted, Math.max(0, replies.length - 1));

  const pick = (reply: QuickMessageView) => {
    target.replaceText(reply.message);
    setDismissed(true);
    if (reply.mediaPath)
      quickReplyFile({ mediaPath: reply.mediaPath, mediaName: reply.mediaName }).then(target.addFile, handleApiError);
  };

  /** Every edit of the text opens the menu again, at its first reply. */
  const textChanged = () => {
    setDismissed(false);
    setHighlighted(0);
  };

  /** Handles the menu's keys; true when the key was the menu's, so the input must not act on it as well. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (query === null) return false;
    if (replies.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current + step + replies.length) % replies.length);
    } else if (replies.length > 0 && (event.key === 'Enter' || event.key === 'Tab')) {
      const reply = replies[current];
      if (reply) pick(reply);
    } else if (event.key === 'Escape') {
      setDismissed(true);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  return { open: query !== null, replies, highlighted: current, pick, textChanged, onKeyDown };
}
