import { PARTNER_FIELD_ERRORS } from '@cerca/contracts/partner-wizard';
import { describe, expect, it } from 'vitest';
import becomePartner from '../locales/es-MX/become-partner.json';
import cityContent from '../locales/es-MX/city-content.json';
import cityDashboard from '../locales/es-MX/city-dashboard.json';
import cityDrivers from '../locales/es-MX/city-drivers.json';
import texts from '../locales/es-MX/partner.json';

// Spec 02 §2, §6, §8 and §9: these texts and figures are quoted exactly.
describe('partner texts of the spec', () => {
  it('names the partner sign-in page and its link', () => {
    expect(texts.login.title).toBe('Dashboard de Partners');
    expect(texts.login.requestAccess).toBe('Solicitar acceso');
  });
  it('answers sign-in failures in Spanish', () => {
    expect(texts.login.errors.missingCredentials).toBe('Por favor ingresa tu email y contraseña');
    expect(texts.login.errors.invalidCredentials).toBe('Email o contraseña incorrectos.');
    expect(texts.login.errors.signInFailed).toBe('Error al iniciar sesión. Verifica tus credenciales.');
  });
  it('words city content management as the spec does', () => {
    expect(cityContent.cityContent.loadError).toBe('Error al cargar el contenido');
    expect(cityContent.cityContent.deleteError).toBe('Error al eliminar el contenido');
    expect(cityContent.cityContent.deleted).toBe('Contenido eliminado exitosamente');
  });
  it('words the city dashboard as the spec does (§2 tabs, §8 city dashboard)', () => {
    const c = cityDashboard.cityDashboard;
    expect(c.tabs).toEqual({
      summary: 'Resumen',
      businesses: 'Negocios',
      analytics: 'Analíticas',
      events: 'Eventos',
    });
    expect(texts.city.loadError).toBe('Error al cargar los datos de la ciudad');
    expect(c.loadError).toBe('Error al cargar los datos');
    expect(c.businesses.deleteError).toBe('Error al eliminar el negocio');
    expect(c.businesses.deleted).toBe('Negocio eliminado exitosamente');
  });
  it('refuses other cities with the permission error', () => {
    expect(texts.errors.noPermission).toBe('No tienes permiso para acceder a esta página');
    expect(texts.city.notFound).toBe('Ciudad no encontrada');
  });
  it('states the partner offer figures', () => {
    const offer = JSON.stringify(texts.offer);
    for (const figure of [
      '$49 USD',
      '3 días',
      '$300 USD al mes',
      '$10 USD',
      '$1 USD',
      '30 negocios',
      '5,000',
    ]) {
      expect(offer).toContain(figure);
    }
  });
});

// Spec 02 §2 (Drivers management), §4 (Driver status), §5 (Add driver, images) and §8 (Drivers).
describe('city drivers texts of the spec', () => {
  const d = cityDrivers.cityDrivers;
  it('labels status filters, statuses and availability', () => {
    expect(d.statusFilters).toEqual({ all: 'Todos', approved: 'Activos', suspended: 'Suspendidos' });
    expect(d.status).toEqual({ approved: 'Activo', suspended: 'Suspendido' });
    expect(d.availability).toEqual({ available: 'Disponible', unavailable: 'No disponible' });
  });
  it('words the add-driver checks and the image limits', () => {
    expect(d.messages.fieldsRequired).toBe('Por favor completa todos los campos obligatorios');
    expect(d.messages.identificationRequired).toBe('Por favor sube una identificación oficial');
    expect(d.messages.invalidImage).toBe('$t(common:errors.invalidImage)');
    expect(d.messages.imageTooLarge).toBe('La imagen es demasiado grande. Máximo 5MB.');
  });
  it('answers every drivers action as the spec does', () => {
    expect(d.messages.loadError).toBe('Error al cargar los repartidores');
    // DESIGN §10 (issue 21): adding a driver invites the person, whoever the address belongs to,
    // instead of the spec's 'Repartidor registrado exitosamente'.
    expect(d.messages.invited).toBe('Invitación enviada');
    expect(d.messages.registerError).toBe('Error al registrar el repartidor');
    expect(d.messages.statusError).toBe('Error al actualizar el estado del repartidor');
    expect(d.messages.activated).toBe('Repartidor activado exitosamente');
    expect(d.messages.suspended).toBe('Repartidor suspendido exitosamente');
    expect(d.messages.deleteError).toBe('Error al eliminar el repartidor');
    expect(d.messages.deleted).toBe('Repartidor eliminado exitosamente');
  });
  it("uses mf-driver's vehicle labels", () => {
    expect(d.vehicles).toEqual({ moto: 'Motocicleta', bici: 'Bicicleta', auto: 'Automóvil', pie: 'A pie' });
  });
});

// Spec 02 §2 Become partner, §5 Partner city creation and Partner submit, §8 Partners.
describe('become-partner texts of the spec', () => {
  const texts = becomePartner.becomePartner;
  it('quotes every validation message of the wizard', () => {
    expect(texts.errors).toMatchObject({
      country_required: 'Por favor selecciona un país primero',
      city_name_required: 'Por favor ingresa el nombre de la ciudad',
      state_required: 'Por favor ingresa el estado/provincia',
      city_exists: 'Esta ciudad ya existe. Por favor selecciónala de la lista',
      city_required: 'Por favor selecciona o crea una ciudad',
      whatsapp_required: 'Por favor ingresa tu número de WhatsApp',
      email_required: 'Por favor ingresa tu correo electrónico',
      createCityFailed: 'Error al crear la ciudad. Por favor intenta de nuevo.',
      submitFailed: 'Error al enviar la solicitud. Por favor intenta de nuevo.',
    });
  });
  it('has a text for every field code of the contract', () => {
    for (const code of Object.values(PARTNER_FIELD_ERRORS))
      expect(texts.errors[code]).toEqual(expect.any(String));
  });
  it('quotes the outcomes, the new city option and the role', () => {
    expect(texts.city.addCity).toBe('+ Añadir nueva ciudad');
    expect(texts.newCity.created).toBe('¡Ciudad {{name}} creada exitosamente!');
    expect(texts.result.submitted).toBe(
      '¡Solicitud enviada con éxito! Pronto nos pondremos en contacto contigo.',
    );
    expect(texts.result.waitlisted).toBe(
      'Esta ciudad ya tiene un partner asignado. Has sido añadido a la lista de espera.',
    );
    expect(texts.contact.summary.roleValue).toBe('Partner de Ciudad');
  });
  it('states the figures of spec 02 §9 in the summary and the FAQ', () => {
    const figures = JSON.stringify([texts.contact.summary, texts.faq]);
    for (const figure of ['$49 USD', '3 días', '$300 USD al mes', '$10 USD', '$1 USD', '5,000']) {
      expect(figures).toContain(figure);
    }
  });
});
