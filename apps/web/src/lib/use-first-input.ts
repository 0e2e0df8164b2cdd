/** Whether the visitor has pressed a key, touched, clicked or moved the focus anywhere on the page since it opened. */
import { useEffect, useState } from 'react';

const INPUTS = ['keydown', 'pointerdown', 'touchstart', 'focusin'] as const;

export function useFirstInput(): boolean {
  const [happened, setHappened] = useState(false);
  useEffect(() => {
    if (happened) return;
    const onInput = () => setHappened(true);
    for (const input of INPUTS) document.addEventListener(input, onInput, { capture: true, passive: true });
    return () => {
      for (const input of INPUTS) document.removeEventListener(input, onInput, { capture: true });
    };
  }, [happened]);
  return happened;
}
