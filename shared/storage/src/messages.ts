/** Spanish texts of the storage module that the specs do not give word for word. */
export const STORAGE_MESSAGES = {
  bucketNotFound: 'El almacenamiento solicitado no existe.',
  invalidKey: 'El nombre del archivo no es válido.',
  emptyFile: 'El archivo está vacío.',
  fileRequired: 'Debes adjuntar un archivo.',
  notFound: 'No encontramos el archivo.',
  invalidSignature: 'El enlace no es válido o ha expirado.',
  keyConflict: 'Ya existe un archivo con ese nombre.',
  notOwnerUser: 'Solo puedes subir tus propios archivos.',
  notOwnerBusiness: 'No tienes permiso para subir archivos de este negocio.',
  rangeNotSatisfiable: 'El rango solicitado no es válido.',
  tooLarge: '{file} es demasiado grande.',
  defaultFileName: 'El archivo',
} as const;
