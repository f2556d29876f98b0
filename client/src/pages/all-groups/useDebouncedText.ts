import { useEffect, useRef, useState } from 'react';

/**
 * A text input's own value that is committed (e.g. to the URL) once typing pauses, and follows
 * the committed value when it changes elsewhere (the back button, "Clear filters").
 */
export function useDebouncedText(committed: string, commit: (value: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  // Adjusting state while rendering is React's way to follow a prop without an extra pass.
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (lastCommitted !== committed) {
    setLastCommitted(committed);
    if (text.trim() !== committed) setText(committed);
  }

  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => commitRef.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);

  return [text, setText] as const;
}
