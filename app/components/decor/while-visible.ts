/**
 * Calls `onChange(true)` while `element` is on screen and the tab is visible, `onChange(false)` otherwise,
 * so decorations spend nothing when nobody can see them. Returns the function that stops watching.
 */
export function watchVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  let onScreen = true;
  const update = () => onChange(onScreen && document.visibilityState !== 'hidden');
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          const entry = entries[entries.length - 1];
          if (!entry) return;
          onScreen = entry.isIntersecting;
          update();
        });
  observer?.observe(element);
  document.addEventListener('visibilitychange', update);
  update();
  return () => {
    observer?.disconnect();
    document.removeEventListener('visibilitychange', update);
  };
}
