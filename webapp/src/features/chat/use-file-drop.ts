import { type DragEvent, useEffect, useRef, useState } from 'react';
import { DRAG_HOVER_DEBOUNCE_MS, DRAG_LEAVE_DEBOUNCE_MS } from './chat-limits';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * A drop zone (spec 2 §2, §9): it shows after 100 ms of dragging files over it and hides
 * 1000 ms after the drag leaves (so crossing child elements does not make it flicker).
 */
export function useFileDrop(onFiles: (files: FileList) => void, isDisabled = false) {
  const [isOver, setIsOver] = useState(false);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(showTimer.current);
      clearTimeout(hideTimer.current);
    },
    [],
  );

  const onDragOver = (event: DragEvent) => {
    if (isDisabled || !carriesFiles(event)) return;
    event.preventDefault();
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
    if (!isOver && !showTimer.current) {
      showTimer.current = setTimeout(() => {
        showTimer.current = undefined;
        setIsOver(true);
      }, DRAG_HOVER_DEBOUNCE_MS);
    }
  };

  const onDragLeave = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      clearTimeout(showTimer.current);
      showTimer.current = undefined;
      setIsOver(false);
    }, DRAG_LEAVE_DEBOUNCE_MS);
  };

  const onDrop = (event: DragEvent) => {
    if (isDisabled || !carriesFiles(event)) return;
    event.preventDefault();
    clearTimeout(showTimer.current);
    clearTimeout(hideTimer.current);
    showTimer.current = undefined;
    setIsOver(false);
    onFiles(event.dataTransfer.files);
  };

  return { isOver, handlers: { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop } };
}
