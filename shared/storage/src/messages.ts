/**
 * Spanish texts of the storage library that the specs do not give word for word. The HTTP
 * service's own texts (signatures, ownership, missing files) are in services/storage.
 */
export const STORAGE_MESSAGES = {
  bucketNotFound: 'El almacenamiento solicitado no existe.',
  invalidKey: 'El nombre del archivo no es válido.',
  emptyFile: 'El archivo está vacío.',
  tooLarge: '{file} es demasiado grande.',
  defaultFileName: 'El archivo',
  uploadMissing: 'No recibimos el archivo. Intenta subirlo de nuevo.',
  invalidImage: 'Por favor selecciona una imagen válida',
} as const;
