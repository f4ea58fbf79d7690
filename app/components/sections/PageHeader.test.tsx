// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('is the page top: a section labelled by the single h1, with eyebrow and introduction', () => {
    render(<PageHeader eyebrow="Contact" title="Let’s Talk" intro="Book a call." />);
    const section = screen.getByRole('region', { name: 'Let’s Talk' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(section).toHaveTextContent('Contact');
    expect(section).toHaveTextContent('Book a call.');
  });
});
