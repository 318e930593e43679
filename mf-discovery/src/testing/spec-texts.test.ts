import { describe, expect, it } from 'vitest';
import addBusiness from '../locales/es-MX/add-business.json';
import businessForm from '../locales/es-MX/business-form.json';
import businesses from '../locales/es-MX/businesses.json';
import create from '../locales/es-MX/create.json';
import discovery from '../locales/es-MX/discovery.json';
import editBusiness from '../locales/es-MX/edit-business.json';
import feed from '../locales/es-MX/feed.json';

// The remote's one namespace, as the pages see it once their texts are registered.
const texts = {
  ...discovery,
  ...feed,
  ...businesses,
  ...create,
  ...businessForm,
  ...addBusiness,
  ...editBusiness,
};

// Spec 01 §2: these texts are quoted exactly.
describe('discovery texts of the spec', () => {
  it('asks for a city and reports unknown categories', () => {
    expect(texts.city.select).toBe('Selecciona una ciudad');
    expect(texts.category.notFound).toBe('Categoría no encontrada');
    expect(texts.category.all).toBe('Todos');
  });
  // Spec 01 §5 and §8: the feed's validation messages and toasts.
  it('says what the feed, reactions, comments and sharing report', () => {
    expect(texts.feed.loadError).toBe('Error al cargar el contenido');
    expect(texts.post.loadError).toBe('Error al cargar el contenido');
    expect(texts.reactions.signIn).toBe('Debes iniciar sesión para reaccionar');
    expect(texts.reactions.updateError).toBe('Error al actualizar la reacción');
    expect(texts.comments.signIn).toBe('Debes iniciar sesión para comentar');
    expect(texts.comments.emptyError).toBe('El comentario no puede estar vacío');
    expect(texts.comments.loadError).toBe('Error al cargar los comentarios');
    expect(texts.comments.addError).toBe('Error al agregar el comentario');
    expect(texts.comments.added).toBe('Comentario agregado');
    expect(texts.share.copied).toBe('Enlace copiado al portapapeles');
    expect(texts.share.error).toBe('Error al compartir el post');
    expect(texts.stories.loadError).toBe('Error al cargar las historias');
  });
  // Spec 01 §2: the search page, its user search and 'Eventos de la Semana'.
  it('titles and counts the search page', () => {
    expect(texts.search.title.city).toBe('Negocios en {{city}}');
    expect(texts.search.title.category).toBe('Negocios en {{category}}');
    expect(texts.search.title.subcategory).toBe('{{subcategory}} en {{category}}');
    expect(texts.search.count.businesses_one).toBe('{{count}} resultado');
    expect(texts.search.count.businesses_other).toBe('{{count}} resultados');
    expect(texts.search.count.users_one).toBe('{{count}} usuario');
    expect(texts.search.count.users_other).toBe('{{count}} usuarios');
    expect(texts.search.mode.businesses).toBe('Negocios');
    expect(texts.search.mode.users).toBe('Usuarios');
    expect(texts.search.weekEvents).toBe('Eventos de la Semana');
    expect(texts.search.users.empty).toBe('No se encontraron usuarios');
  });
  // Spec 01 §2, §5, §8: the business page, its buttons and toasts.
  it('says what the business page offers and reports', () => {
    expect(texts.business.actions).toEqual({
      label: 'Acciones del negocio',
      save: 'Guardar',
      follow: 'Seguir',
      share: 'Compartir',
      edit: 'Editar',
      review: 'Escribir Reseña',
    });
    expect(texts.reviews.dialog.title).toBe('Escribir Reseña');
    expect(texts.business.toasts.signInToSave).toBe('Debes iniciar sesión para guardar este negocio');
    expect(texts.business.toasts.signInToFollow).toBe('Debes iniciar sesión para seguir este negocio');
    expect(texts.business.toasts.favoriteError).toBe('Error al actualizar favoritos');
    expect(texts.business.toasts.followError).toBe('Error al actualizar seguimiento');
    expect(texts.business.toasts.linkCopied).toBe('Enlace copiado al portapapeles');
    expect(texts.business.toasts.shareError).toBe('Error al compartir el negocio');
    expect(texts.business.loadError).toBe('Error al cargar el negocio');
    expect(texts.business.notFound).toBe('No se pudo cargar el negocio');
    expect(texts.business.tabs.posts).toBe('Publicaciones');
    expect(texts.menu.tab.menu).toBe('Menú');
    expect(texts.menu.tab.services).toBe('Servicios');
    expect(texts.business.highlights.empty).toBe('No hay historias en esta colección');
    expect(texts.business.highlights.loadError).toBe('Error al cargar las colecciones');
    // Spec 01 §2 and §8: Editar Colección and its toasts.
    const editor = texts.business.highlights.editor;
    expect(editor.title).toBe('Editar Colección');
    expect(editor.nameRequired).toBe('Por favor ingresa un nombre');
    expect(editor.cancel).toBe('Cancelar');
    expect(editor.save).toBe('Guardar');
    expect(editor.storiesLoadError).toBe('Error al cargar las historias');
    expect(editor.saving).toBe('Guardando cambios...');
    expect(editor.saved).toBe('Cambios guardados exitosamente');
    expect(editor.saveError).toBe('Error al guardar los cambios');
    expect(editor.deleting).toBe('Eliminando colección...');
    expect(editor.deleted).toBe('Colección eliminada exitosamente');
    expect(editor.deleteError).toBe('Error al eliminar la colección');
    expect(editor.confirmText).toBe(
      '¿Estás seguro de que deseas eliminar esta colección? Esta acción no se puede deshacer.',
    );
    expect(texts.business.posts.loadError).toBe('Error al cargar las publicaciones');
  });
  it('names the content types of Crear', () => {
    expect(texts.create.title).toBe('Crear');
    expect(texts.create.cancel).toBe('Cancelar');
    expect(Object.values(texts.create.types).map((type) => type.badge)).toEqual([
      '24 horas',
      'Permanente',
      'Exclusiva',
      'Programado',
    ]);
    expect(texts.publish.cancel).toBe('Cancelar');
    expect(texts.publish.publish).toBe('Publicar');
    expect(texts.publish.publishing).toBe('Publicando...');
  });
  // Spec 01 §5: the publishing rules, checked in the browser too.
  it('says what publishing needs', () => {
    expect(texts.publish.signedOut).toBe('Debes iniciar sesión para publicar');
    expect(texts.publish.problems).toMatchObject({
      business: 'Por favor ingresa el nombre del negocio o selecciona uno',
      storyMedia: 'Las historias requieren una imagen o video',
      postCaption: 'Por favor escribe algo en la descripción',
      promotionFields: 'Por favor completa todos los campos de la promoción',
      eventFields: 'Por favor completa todos los campos del evento',
      eventImage: 'Los eventos requieren una imagen',
    });
    expect(texts.publish.media.videoTooLarge).toBe('El video es demasiado grande. Máximo 100MB.');
    expect(texts.publish.media.imageTooLarge).toBe(
      'La imagen {{file}} es demasiado grande. Máximo 10MB por imagen.',
    );
  });
  // Spec 01 §8: the publishing toasts, one per type.
  it('reports publishing', () => {
    expect(texts.publish.toasts.success).toEqual({
      story: 'Historia publicada exitosamente',
      post: 'Post publicado exitosamente',
      promotion: 'Promoción publicada exitosamente',
      event: 'Evento publicado exitosamente',
    });
    expect(texts.publish.toasts.error).toEqual({
      story: 'Error al publicar la historia',
      post: 'Error al publicar el post',
      promotion: 'Error al publicar la promoción',
      event: 'Error al publicar el evento',
    });
  });
  // Spec 01 §5, §8, §9 and spec 02 §5: the business form.
  it('says what adding a business reports', () => {
    expect(texts.addBusiness.toasts.success).toBe('Negocio agregado exitosamente');
    expect(texts.addBusiness.toasts.error).toBe('Error al agregar el negocio. Por favor intente de nuevo.');
  });
  // The business form itself (add, edit and ordering's business sign-up), in the words of both specs.
  it('says what the business form checks', () => {
    expect(texts.businessForm.photos.tooLarge).toBe('{{file}} es demasiado grande (máximo 5MB)');
    expect(texts.businessForm.photos.notImage).toBe('{{file}} no es una imagen válida');
    expect(texts.businessForm.errors.missingFields).toBe(
      'Por favor completa todos los campos obligatorios del negocio',
    );
    expect(texts.businessForm.errors.missingPhotos).toBe('Por favor sube al menos una foto del negocio');
  });
  // Spec 01 §5 (edit photo rules) and §8: editing a business.
  it('says what editing a business reports', () => {
    expect(texts.editBusiness.toasts.saved).toBe('Cambios guardados exitosamente');
    expect(texts.editBusiness.toasts.saveError).toBe('Error al guardar los cambios');
    expect(texts.editBusiness.toasts.photoDeleted).toBe('Foto eliminada exitosamente');
    expect(texts.editBusiness.toasts.photoDeleteError).toBe('Error al eliminar la foto');
    expect(texts.editBusiness.loadError).toBe('Error al cargar el negocio');
    expect(texts.editBusiness.notFound).toBe('No se pudo cargar el negocio');
    expect(texts.editBusiness.photos.tooLarge).toBe('{{file}} es demasiado grande (máximo 5MB)');
    expect(texts.editBusiness.photos.notImage).toBe('{{file}} no es una imagen válida');
  });
});
