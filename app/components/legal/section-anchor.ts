/**
 * legalSectionId('6A', 'Calls, Text Messages and Marketing Communications') →
 * 'section-6a-calls-text-messages-and-marketing-communications': a readable anchor that depends only on the
 * section's number and title, so links to it survive rebuilds. Numbers are unique within a document, which
 * keeps the ids unique; the "section-" prefix keeps them clear of the page's other ids and valid as CSS selectors.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function legalSectionId(number: string, title: string): string {
  return ['section', slugify(number), slugify(title)].filter(Boolean).join('-');
}
