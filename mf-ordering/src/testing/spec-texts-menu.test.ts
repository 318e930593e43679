import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/menu.json';

// Spec 02 §4, §5 and §8 (menu): these texts are quoted exactly.
describe('menu manager texts of the spec', () => {
  it('names the tab after the business type', () => {
    expect(texts.menu.title).toEqual({ menu: 'Menú', services: 'Servicios' });
  });

  it('toggles items with the spec toasts (§4)', () => {
    expect(texts.menu.toasts.activated).toBe('Elemento activado');
    expect(texts.menu.toasts.deactivated).toBe('Elemento desactivado');
  });

  it('validates items, categories and images with the spec messages (§5)', () => {
    expect(texts.menu.errors).toEqual({
      name: 'Por favor ingresa el nombre del elemento',
      price: 'Por favor ingresa un precio válido',
      category_id: 'Por favor selecciona una categoría',
      categoryName: 'Por favor ingresa un nombre para la categoría',
      // Not quoted by the spec: the ordering service's own wording for a blank variant.
      variantName: 'Por favor ingresa el nombre de la variante',
      // The one image text of every remote (common:errors.invalidImage).
      invalidImage: '$t(common:errors.invalidImage)',
      imageSize: 'La imagen es demasiado grande. Máximo 5MB.',
    });
  });

  it('answers the menu calls with the spec errors and successes (§8)', () => {
    expect(texts.menu.categoriesLoadError).toBe('Error al cargar las categorías');
    expect(texts.menu.loadError).toBe('Error al cargar el menú');
    expect(texts.menu.category.added).toBe('Categoría agregada exitosamente');
    expect(texts.menu.toasts).toMatchObject({
      added: 'Elemento agregado exitosamente',
      updated: 'Elemento actualizado exitosamente',
      deleted: 'Elemento eliminado exitosamente',
      saveError: 'Error al guardar el elemento',
      addCategoryError: 'Error al agregar la categoría',
      deleteCategoryError: 'Error al eliminar la categoría',
      deleteError: 'Error al eliminar el elemento',
      toggleError: 'Error al cambiar el estado del elemento',
      createCategoryFirst: 'Primero debes crear una categoría',
    });
  });
});
