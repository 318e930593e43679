// Personal accounts of the demo: they review, react, comment and order.

export interface DemoPerson {
  key: string;
  username: string;
  fullName: string;
  phone: string;
}

/** Personal accounts that review, react, comment and order. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'sofia', username: 'sofia.ramirez', fullName: 'Sofía Ramírez', phone: '33 1234 5610' },
  { key: 'diego', username: 'diego.hernandez', fullName: 'Diego Hernández', phone: '55 2345 6721' },
  { key: 'valeria', username: 'valeria.lopez', fullName: 'Valeria López', phone: '33 3456 7832' },
  { key: 'mateo', username: 'mateo.garcia', fullName: 'Mateo García', phone: '55 4567 8943' },
  { key: 'camila', username: 'camila.martinez', fullName: 'Camila Martínez', phone: '951 567 9054' },
  { key: 'santiago', username: 'santiago.torres', fullName: 'Santiago Torres', phone: '33 6789 0165' },
  { key: 'regina', username: 'regina.flores', fullName: 'Regina Flores', phone: '55 7890 1276' },
  { key: 'emiliano', username: 'emiliano.cruz', fullName: 'Emiliano Cruz', phone: '55 8901 2387' },
];
