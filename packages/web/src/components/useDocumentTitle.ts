import { useEffect } from 'react';

/** Names the browser tab after the screen: "Contatos · Guichê". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Guichê`;
  }, [title]);
}
