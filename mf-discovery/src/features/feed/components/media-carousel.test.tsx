import { renderWithProviders, screen } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import { MediaCarousel } from './media-carousel';

// The first post of a page is usually its largest paint: its image must not wait to be laid out
// (lazy) nor queue behind the others. Every other post's image stays lazy.
const rows = [
  {
    id: '6b1d0c2e-3f4a-4b5c-8d6e-7f8091a2b3c4',
    media_url: 'https://cerca.test/storage/v1/object/public/business-posts/a.webp',
    media_type: 'image' as const,
    caption: 'Tortas del día',
    business_name: 'Tortas Ahogadas El Güero',
  },
];

describe('MediaCarousel', () => {
  it('fetches a priority image at once and first', () => {
    renderWithProviders(<MediaCarousel rows={rows} priority />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves any other image lazy', () => {
    renderWithProviders(<MediaCarousel rows={rows} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
  });
});
