/** "under 30 seconds" → "Under 30 seconds": a figure or phrase that opens a sentence or a label. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
