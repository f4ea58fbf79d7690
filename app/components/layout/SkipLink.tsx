/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-plasma-300 focus:px-4 focus:py-2 focus:font-semibold focus:text-space-950"
    >
      Skip to main content
    </a>
  );
}
