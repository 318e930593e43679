import type { BusinessFormValue } from '@cerca/contracts/business-form';
import { emptyBusinessForm } from '@cerca/contracts/business-form';
import { mockApi, renderWithProviders, screen } from '@cerca/remote-kit/testing/dom';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import ExposedBusinessForm from './business-form';
import { TEST_CATEGORIES } from './testing/catalogue';

// "./business-form" as mf_ordering's business sign-up mounts it: in another remote's page, with
// the value kept by that page's form, and the sign-up's photo rules.

function SignUpPage() {
  const [value, setValue] = useState<BusinessFormValue>(emptyBusinessForm());
  return (
    <>
      <ExposedBusinessForm value={value} onChange={setValue} photos="sign-up" />
      <output aria-label="Negocio">{`${value.fields.category}/${value.fields.subcategory}`}</output>
    </>
  );
}

describe('the exposed business form', () => {
  it('works in another page with its own cache, asking for 1 to 3 photos and no banners', async () => {
    mockApi({
      'GET /api/discovery/categories': { categories: TEST_CATEGORIES },
      'GET /api/discovery/countries': { countries: [] },
    });
    const { user } = renderWithProviders(<SignUpPage />);
    expect(
      screen.getByText('De 1 a 3 imágenes, máximo 5MB cada una. La primera es el logo de tu negocio.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Fotos de portada (opcional)')).not.toBeInTheDocument();

    // The page's value follows what the person chooses, with the form's one behaviour.
    const category = screen.getByLabelText('Categoría principal');
    await user.selectOptions(category, await screen.findByRole('option', { name: 'Restaurantes' }));
    await user.selectOptions(screen.getByLabelText('Subcategoría'), 'Tacos');
    expect(screen.getByLabelText('Negocio')).toHaveTextContent('Restaurantes/Tacos');
    await user.selectOptions(category, 'Cafeterías');
    expect(screen.getByLabelText('Negocio')).toHaveTextContent('Cafeterías/');
  });
});
