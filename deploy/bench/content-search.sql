-- 70,000 content rows in one city for the content-search benchmark (issue 24): 300 businesses and
-- 3,000 people in Guadalajara, with 30,000 posts (1,500 of them under a typed business name),
-- 20,000 comments, 12,000 reviews, 5,000 stories and 3,000 events over the last year. Texts are
-- Spanish phrases combined by arithmetic on the row number (deterministic, no random()), with
-- accents in the texts and in the names. 'huitlacoche' is the rare word: 10 rows, none recent.
-- Idempotent: a second run finds the marker business and stops.
\set ON_ERROR_STOP on
select exists (select 1 from businesses where name = 'Panadería La Espiga de Oro') as seeded \gset
\if :seeded
  \echo 'content-search data already present'
  \quit
\endif

begin;
select id as city_id from cities where name = 'Guadalajara' limit 1 \gset

create temp table words as select
  array['Taquería', 'Café', 'Panadería', 'Mariscos', 'Cantina', 'Fonda', 'Librería', 'Nevería',
        'Birriería', 'Pastelería', 'Cocina', 'Tortería', 'Heladería', 'Pozolería', 'Cenaduría'] as kinds,
  array['La Esperanza', 'Don José', 'El Güero', 'Doña Lupe', 'Los Arcos', 'La Estación', 'El Rincón',
        'San Juan', 'La Huerta', 'Santa Tere', 'El Patio', 'La Perla', 'Mi Tierra', 'El Jardín',
        'La Fogata', 'Las Palmas', 'El Mezquite', 'La Nopalera', 'Tlaquepaque', 'El Sauz',
        'La Capilla', 'Chapala', 'El Agave'] as names,
  array['José', 'María', 'Guadalupe', 'Juan', 'Sofía', 'Andrés', 'Lucía', 'Jesús', 'Verónica', 'Ramón',
        'Mónica', 'Raúl', 'Inés', 'Martín', 'Ángela', 'Héctor', 'Nadia', 'Óscar', 'Rocío', 'Iván',
        'Belén', 'Adrián', 'Paola', 'Joaquín', 'Elena', 'Tomás', 'Jimena', 'Julián', 'Citlali'] as first_names,
  array['Hernández', 'García', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez',
        'Ramírez', 'Flores', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Vázquez', 'Jiménez', 'Reyes',
        'Gutiérrez', 'Ortiz', 'Chávez', 'Ruiz', 'Núñez', 'Muñoz', 'Peña', 'Álvarez', 'Domínguez',
        'Castillo', 'Méndez', 'Ibarra', 'Orozco', 'Zúñiga'] as last_names,
  array['Hoy tenemos', 'No te pierdas', 'Recién salido del horno:', 'Ven a probar', 'Este fin de semana:',
        'Nuevo en el menú:', 'Para empezar el día,', 'Promoción del día:', 'Lo más pedido:',
        'Así se prepara', 'Receta de la abuela:'] as openers,
  array['tacos al pastor', 'pan de muerto', 'café de olla', 'chilaquiles verdes', 'pozole rojo',
        'tortas ahogadas', 'birria de res', 'tamales oaxaqueños', 'mole poblano', 'agua de jamaica',
        'conchas de vainilla', 'elote en vaso', 'enchiladas suizas', 'carne en su jugo',
        'tejuino bien frío', 'jericalla casera', 'pescado zarandeado', 'café de especialidad',
        'quesadillas de flor de calabaza', 'menú del día', 'churros con cajeta', 'ceviche de camarón',
        'pastel de tres leches'] as dishes,
  array['en la colonia Americana.', '¡los esperamos!', 'hasta agotar existencias.', 'de 9 a 14 h.',
        'con música en vivo.', 'para llevar o comer aquí.', 'a mitad de precio los martes.',
        'en Chapultepec y Libertad.', 'con servicio a domicilio.', 'como en casa de la abuela.',
        'recién hecho, bien calientito.', 'solo esta semana.', 'para compartir en familia.'] as closers,
  array['¡Se ve delicioso!', 'Qué rico, mañana voy.', 'Los mejores de la ciudad.', '¿Hasta qué hora abren?',
        'Me encantó, volveré pronto.', '¿Tienen opción vegetariana?', 'Muy buen servicio.',
        '¿Hacen envíos a Zapopan?', 'Lo probé ayer y está buenísimo.', 'Precio justo y buen sabor.',
        '¿Aceptan tarjeta?', 'Mi lugar favorito en Guadalajara.', 'Ya quiero que sea fin de semana.',
        'Está muy rico el café.', 'Recomendadísimo.', 'Sabe igualito al de mi pueblo.',
        '¿Dónde están ubicados?'] as remarks,
  array['Excelente atención y la comida muy rica.', 'El café estaba frío, pero el pan muy bueno.',
        'Precios justos, volveré.', 'Tardaron mucho pero valió la pena.', 'El lugar es pequeño y acogedor.',
        'Las porciones son generosas.', 'No me gustó el servicio.', 'Perfecto para desayunar en familia.',
        'La salsa pica bastante, ¡cuidado!', 'Buena música y buen ambiente.', 'Muy limpio y ordenado.',
        'El estacionamiento es complicado.', 'Los postres son lo mejor.'] as opinions,
  array['Hoy abrimos temprano', 'Detrás de cámaras', 'Nuevo platillo', 'Así amaneció la cocina',
        'Les presentamos al equipo', 'Último día de promoción', 'Pedido especial'] as story_titles,
  array['Noche de jazz', 'Taller de café', 'Festival del taco', 'Cata de mezcal', 'Karaoke',
        'Tarde de lotería', 'Mercadito de productores', 'Clase de cocina', 'Trova en vivo'] as event_titles;

-- The rare word: about one row in 7,000 of each kind of text mentions it.
create function pg_temp.bench_text(parts text[], n integer) returns text
  language sql immutable
  as $fn$ select case when $2 % 7001 = 3500 then array_to_string($1, ' ') || ' Con huitlacoche.'
                      else array_to_string($1, ' ') end $fn$;

create temp table bench_people as
  select gen_random_uuid() as id, n,
         w.first_names[1 + n % 29] || ' ' || w.last_names[1 + n % 31] || ' ' || w.last_names[1 + (n / 31) % 31]
           as full_name
    from generate_series(1, 3000) n, words w;
insert into auth.users (id, email, raw_user_meta_data)
  select id, 'content' || n || '@bench.cerca.test', '{}'::jsonb from bench_people;
-- Usernames are what people type: no accents, no spaces, a number to keep them unique.
insert into profiles (id, username, full_name, email, user_type)
  select id, lower(public.f_unaccent(split_part(full_name, ' ', 1) || '.' || split_part(full_name, ' ', 2)))
           || n, full_name, 'content' || n || '@bench.cerca.test', case when n <= 300 then 'business' else 'user' end
    from bench_people;

-- 300 businesses, each of its own owner (the first 300 people); 15 kinds × 23 names never repeat,
-- and one name is unique (number 7, which has posts, stories, reviews and events).
create temp table bench_businesses as
  select gen_random_uuid() as id, g.n, p.id as owner_id,
         case when g.n = 7 then 'Panadería La Espiga de Oro'
              else w.kinds[1 + g.n % 15] || ' ' || w.names[1 + g.n % 23] end as name
    from generate_series(1, 300) g(n) join bench_people p on p.n = g.n, words w;
insert into businesses (id, owner_id, name, description, address, city, state, zip_code, category,
                        subcategory, city_id, created_at)
  select b.id, b.owner_id, b.name, 'Negocio local de Guadalajara', 'Av. Vallarta ' || b.n, 'Guadalajara',
         'Jalisco', '44100', s.category, s.subcategory, :'city_id', now() - interval '2 years'
    from bench_businesses b
    cross join lateral (select c.name as category, sc.name as subcategory
                          from subcategories sc join categories c on c.id = sc.category_id
                         order by c.sort_order, sc.name offset b.n % 10 limit 1) s;

-- 30,000 posts, one every ~17 minutes over the last year; every 20th under a typed business name
-- by a person without a business.
create temp table bench_posts as
  select gen_random_uuid() as id, i as n,
         case when i % 20 = 0 then null else b.id end as business_id,
         case when i % 20 = 0 then 'Puesto de ' || w.first_names[1 + i % 29] || ' ' || w.names[1 + i % 23] end
           as business_name,
         case when i % 20 = 0 then (select id from bench_people where bench_people.n = 301 + (i * 13) % 2700)
              else b.owner_id end as user_id,
         pg_temp.bench_text(array[w.openers[1 + i % 11], w.dishes[1 + (i * 7) % 23], w.closers[1 + i % 13]], i)
           as caption,
         now() - (i * 1051 || ' seconds')::interval as created_at
    from generate_series(1, 30000) i
    join bench_businesses b on b.n = 1 + (i * 7) % 300, words w;
insert into business_posts (id, business_id, business_name, user_id, caption, media_url, media_type, city_id,
                            created_at)
  select id, business_id, business_name, user_id, caption,
         '/storage/v1/object/public/business-posts/bench/' || n || '.jpg', 'image', :'city_id', created_at
    from bench_posts;

-- 20,000 comments by people on the posts, after them.
insert into post_comments (post_id, user_id, comment, created_at)
  select p.id, u.id,
         pg_temp.bench_text(array[w.remarks[1 + i % 17]], i),
         least(now(), p.created_at + ((i % 600) || ' minutes')::interval)
    from generate_series(1, 20000) i
    join bench_posts p on p.n = 1 + (i * 3) % 30000
    join bench_people u on u.n = 301 + (i * 11) % 2700, words w;

-- 12,000 reviews: person k reviews businesses k, k+7, k+14… (a person reviews a business once).
insert into reviews (business_id, user_id, rating, comment, created_at)
  select b.id, u.id, 1 + i % 5,
         case when i % 9 = 0 then null else pg_temp.bench_text(array[w.opinions[1 + i % 13]], i) end,
         now() - (i * 2617 || ' seconds')::interval
    from generate_series(1, 12000) i
    join bench_people u on u.n = 301 + i % 2700
    join bench_businesses b on b.n = 1 + (i / 2700 * 7 + i) % 300, words w;

-- 5,000 stories (archived ones stay in the list) and 3,000 events, by the businesses' owners.
insert into business_stories (business_id, user_id, type, title, content, media_url, media_type, expires_at,
                              created_at)
  select b.id, b.owner_id, 'instant', w.story_titles[1 + i % 7],
         pg_temp.bench_text(array['Pasa por', w.dishes[1 + i % 23], w.closers[1 + (i / 23) % 13]], i),
         '/storage/v1/object/public/business-stories/bench/' || i || '.jpg', 'image',
         now() - (i * 6203 || ' seconds')::interval + interval '24 hours', now() - (i * 6203 || ' seconds')::interval
    from generate_series(1, 5000) i
    join bench_businesses b on b.n = 1 + (i * 11) % 300, words w;
insert into weekend_plans (business_id, title, description, event_date, created_at)
  select b.id, w.event_titles[1 + i % 9],
         pg_temp.bench_text(array[w.openers[1 + i % 11], w.dishes[1 + i % 23], w.closers[1 + i % 13]], i),
         now() + ((i % 60) || ' days')::interval, now() - (i * 10463 || ' seconds')::interval
    from generate_series(1, 3000) i
    join bench_businesses b on b.n = 1 + (i * 13) % 300, words w;
commit;
-- As autovacuum leaves them: planner statistics, and the pending lists of the older trigram
-- indexes on businesses and profiles (fastupdate on) merged into the indexes.
vacuum analyze businesses, profiles, business_posts, business_stories, post_comments, reviews, weekend_plans;
