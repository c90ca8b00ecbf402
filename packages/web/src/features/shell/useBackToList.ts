import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { nextTrail, stepsBackToList, type BackTrail } from './backTrail';

/**
 * Back from an open conversation to its list (`listPath`), for the page that shows both. Through history when the
 * list's entry is behind the conversation, so the browser's own back button and this one agree, the forward button
 * reopens the conversation and the history does not grow; by address otherwise (a conversation opened by its link).
 */
export function useBackToList(listPath: string, atList: boolean): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const trail = useRef<BackTrail>(null);

  useEffect(() => {
    trail.current = nextTrail(trail.current, { key: location.key, type: navigationType, atList });
  }, [location.key, navigationType, atList]);

  const key = location.key;
  return useCallback(() => {
    const steps = stepsBackToList(trail.current, key);
    void (steps === null ? navigate(listPath) : navigate(-steps));
  }, [key, listPath, navigate]);
}
