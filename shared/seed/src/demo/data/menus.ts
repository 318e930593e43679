// Demo menus of the three businesses that take orders.

export interface DemoMenu {
  business: string;
  categories: readonly {
    name: string;
    items: readonly {
      name: string;
      description?: string;
      price: string;
      variants?: readonly [string, string][];
    }[];
  }[];
}

export const DEMO_MENUS: readonly DemoMenu[] = [
  {
    business: 'gdl-tortas-el-guero',
    categories: [
      {
        name: 'Tortas',
        items: [
          {
            name: 'Torta ahogada de carnitas',
            description: 'Birote salado, carnitas de cerdo y salsa de jitomate.',
            price: '85.00',
            variants: [
              ['Media ahogada', '0.00'],
              ['Bien ahogada con chile', '5.00'],
            ],
          },
          { name: 'Torta ahogada de camarón', price: '110.00' },
          { name: 'Taco dorado de papa', description: 'Orden de tres.', price: '45.00' },
        ],
      },
      {
        name: 'Bebidas',
        items: [
          {
            name: 'Agua de jamaica',
            price: '25.00',
            variants: [
              ['Chica', '0.00'],
              ['Grande', '10.00'],
            ],
          },
          { name: 'Refresco de vidrio', price: '28.00' },
        ],
      },
    ],
  },
  {
    business: 'cdmx-taqueria-fogon',
    categories: [
      {
        name: 'Tacos',
        items: [
          {
            name: 'Taco al pastor',
            description: 'Con piña, cebolla y cilantro.',
            price: '22.00',
            variants: [
              ['Sencillo', '0.00'],
              ['Con queso', '8.00'],
            ],
          },
          { name: 'Taco de suadero', price: '22.00' },
          { name: 'Campechano', description: 'Suadero con longaniza.', price: '25.00' },
        ],
      },
      {
        name: 'Para acompañar',
        items: [
          { name: 'Gringa al pastor', price: '65.00' },
          { name: 'Frijoles charros', price: '35.00' },
          { name: 'Horchata', price: '30.00' },
        ],
      },
    ],
  },
  {
    business: 'oax-tlayudas-dona-chica',
    categories: [
      {
        name: 'Tlayudas',
        items: [
          {
            name: 'Tlayuda con tasajo',
            description: 'Asiento, frijol, quesillo, col y tasajo al carbón.',
            price: '120.00',
            variants: [
              ['Sencilla', '0.00'],
              ['Mixta (tasajo y chorizo)', '25.00'],
            ],
          },
          { name: 'Tlayuda con cecina enchilada', price: '120.00' },
          { name: 'Memelas', description: 'Orden de tres con asiento y queso.', price: '60.00' },
        ],
      },
      {
        name: 'Bebidas',
        items: [
          { name: 'Chocolate de agua', price: '35.00' },
          { name: 'Tejate', price: '30.00' },
        ],
      },
    ],
  },
];
