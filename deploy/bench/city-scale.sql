-- One city at scale for the discovery benchmark: 1,000 people (with follows and favourites),
-- 10,000 businesses with photos, 200,000 posts (some publications of three images), reactions,
-- comments, live stories and events, all in Guadalajara. Idempotent: a second run finds the
-- marker business and stops.
\set ON_ERROR_STOP on
select exists (select 1 from businesses where name = 'Bench 00001') as seeded \gset
\if :seeded
  \echo 'city-scale data already present'
  \quit
\endif

begin;
select id as city_id from cities where name = 'Guadalajara' limit 1 \gset

create temp table bench_people as
  select gen_random_uuid() as id, n from generate_series(1, 1000) n;
insert into auth.users (id, email, raw_user_meta_data)
  select id, 'bench' || n || '@bench.cerca.test', '{}'::jsonb from bench_people;
insert into profiles (id, username, full_name, email, user_type)
  select id, 'bench_' || n, 'Persona ' || n, 'bench' || n || '@bench.cerca.test',
         case when n <= 500 then 'business' else 'user' end
    from bench_people;

create temp table bench_subcategories as
  select row_number() over (order by c.sort_order, s.name) as k, c.name as category, s.name as subcategory
    from subcategories s join categories c on c.id = s.category_id;
select count(*) as subcategory_count from bench_subcategories \gset

create temp table bench_businesses as
  select gen_random_uuid() as id, n,
         (select id from bench_people where bench_people.n = 1 + (b.n % 500)) as owner_id,
         1 + (b.n * 7919) % :subcategory_count as k
    from generate_series(1, 10000) b(n);
insert into businesses (id, owner_id, name, description, address, city, state, zip_code, category,
                        subcategory, price_range, city_id, rating_avg, rating_count, created_at)
  select b.id, b.owner_id, 'Bench ' || lpad(b.n::text, 5, '0'),
         (array['Café de especialidad y pan dulce', 'Tacos al pastor y salsas de la casa',
                'Mariscos frescos del Pacífico', 'Cortes, vinos y música en vivo',
                'Tortas ahogadas como en el barrio'])[1 + b.n % 5] || ' en la colonia ' || (b.n % 97),
         'Av. Chapultepec ' || b.n, 'Guadalajara', 'Jalisco', '44100', s.category, s.subcategory,
         1 + b.n % 4, :'city_id', round((1 + (b.n * 31 % 400) / 100.0)::numeric, 2), b.n * 13 % 250,
         now() - (b.n || ' minutes')::interval
    from bench_businesses b join bench_subcategories s on s.k = b.k;
insert into business_photos (business_id, url, type)
  select id, '/storage/v1/object/public/business-photos/' || id || '/main.jpg', 'main' from bench_businesses;

-- 200,000 posts over the last year; every 10th publication has three images (same minute).
insert into business_posts (business_id, user_id, caption, media_url, media_type, city_id, created_at,
                            publication_id)
  select b.id, b.owner_id, 'Publicación ' || p.n, '/storage/v1/object/public/business-posts/' || b.id || '/' || p.n || '.jpg',
         'image', :'city_id',
         now() - ((case when p.n % 30 < 3 then p.n - p.n % 30 else p.n end) * 157 || ' seconds')::interval,
         -- A version-4 shaped id (the contracts check the version nibbles), one per triple.
         overlay(overlay(md5('pub' || (p.n / 3)) placing '4' from 13) placing '8' from 17)::uuid
    from generate_series(1, 200000) p(n)
    join bench_businesses b on b.n = 1 + ((case when p.n % 30 < 3 then p.n / 3 else p.n end) % 10000);
-- Publications are only the triples above; the rest get their own id.
update business_posts set publication_id = id
 where city_id = :'city_id' and caption ~ '^Publicación ' and (substring(caption from 13)::int % 30) >= 3;

insert into post_reactions (post_id, user_id, reaction_type)
  select p.id, u.id, (array['like', 'love', 'visited', 'want_to_go'])[1 + (u.n + p.k) % 4]
    from (select id, row_number() over (order by created_at desc) as k from business_posts
           where city_id = :'city_id' order by created_at desc limit 2000) p
    join bench_people u on u.n <= 1 + p.k % 25;
insert into post_comments (post_id, user_id, comment)
  select p.id, u.id, 'Comentario ' || u.n
    from (select id, row_number() over (order by created_at desc) as k from business_posts
           where city_id = :'city_id' order by created_at desc limit 2000) p
    join bench_people u on u.n <= 1 + p.k % 5;

-- Every person follows two businesses and saves one, so signed-in reads have their own flags to find.
insert into business_followers (business_id, user_id)
  select b.id, u.id from bench_people u join bench_businesses b on b.n in (1 + u.n % 10000, 1 + (u.n * 37) % 10000);
insert into business_favorites (business_id, user_id)
  select b.id, u.id from bench_people u join bench_businesses b on b.n = 1 + (u.n * 53) % 10000;

insert into business_stories (business_id, user_id, type, title, media_url, media_type, expires_at, created_at)
  select b.id, b.owner_id, 'instant', 'Historia ' || b.n, '/storage/v1/object/public/business-stories/' || b.id || '.jpg',
         'image', now() + interval '20 hours', now() - (b.n || ' seconds')::interval
    from bench_businesses b where b.n <= 60;
insert into weekend_plans (business_id, title, description, event_date)
  select b.id, 'Evento ' || b.n, 'Noche de música', now() + ((b.n % 10) || ' days')::interval
    from bench_businesses b where b.n % 20 = 0;
commit;
analyze;
