-- Search and list requests keep their budgets (issue 23 §3: p95 ≤ 150 ms with 2- and 3-word searches).
-- Measured with the bench's 20,000 products and 10,000 clientes (local-supabase/bench, README).
--
-- 1. Custom plans for every API request. PostgREST runs each request as a prepared statement, with the
--    filter values (search patterns, category, prices) as parameters. After five executions on a
--    connection PostgreSQL may switch to a generic plan, made without those values: for the
--    storefront's search "biquini" it stopped walking the (nome, id) index for the first 12 matches and
--    computed the category/image embeds for every match instead (85 ms a request against 10 ms with a
--    plan for the actual pattern, one request at a time; under the bench's 16 connections a p95 near
--    1 s). Planning a request costs 1-3 ms; a generic plan here cost up to 10 times that. PostgREST
--    applies the settings of the role it switches to on every request (impersonated role settings).
alter role anon set plan_cache_mode = 'force_custom_plan';
alter role authenticated set plan_cache_mode = 'force_custom_plan';

-- 2. Register trigram indexes read without a pending list. With fastupdate (the default) new rows wait
--    in a GIN index's unsorted pending list until a vacuum, and every search reads the whole list:
--    after a bulk load the bitmap index scan took 21 ms instead of 0.4 ms. Clientes, fornecedores and
--    funcionários change a few rows at a time, so each insert updates the index directly. Products keep
--    fastupdate: every stock movement rewrites the product's row (estoque_atual, not a HOT update), and
--    with fastupdate off on the product indexes and custom plans inside registrar_movimentacoes the
--    bench's 16 stock writers made 73 movements a second (machine load 13); with both as below, 186
--    (load 15; 450-690 on a quieter machine before this migration).
alter index public.clientes_busca_trgm set (fastupdate = off);
alter index public.fornecedores_busca_trgm set (fastupdate = off);
alter index public.funcionarios_busca_trgm set (fastupdate = off);
select pg_catalog.gin_clean_pending_list(i::regclass)
  from unnest(array['public.clientes_busca_trgm', 'public.fornecedores_busca_trgm', 'public.funcionarios_busca_trgm']) as i;

-- Stock writes are PL/pgSQL (the function and its triggers) run many times a second by the same
-- staff sessions: their statements keep the plan cache's usual choice, a generic plan once it is
-- as good, instead of being planned again on every row.
alter function public.registrar_movimentacoes(jsonb) set plan_cache_mode = 'auto';

-- 3. The storefront searches only active products (catalogo_produtos is `where ativo`): a trigram
--    index of those alone gives the exact count of "biquini" from the matching active rows (2,012 of
--    20,000) instead of rechecking the inactive ones too (4,012). The planner uses it for the view's
--    filter because the view's own condition implies the index's.
create index produtos_ativos_busca_trgm on public.produtos
  using gin (busca extensions.gin_trgm_ops) where ativo;

-- 4. "Você quis dizer…" from an index that returns the nearest products first. The first version
--    ordered every product above the word-similarity threshold by word similarity, then name: a word
--    shared by a fifth of the catalogue ("bikini" → 2,012 Biquínis, all equally close) meant 4,000
--    word_similarity() calls (33 ms), and a two-word typo read the whole table (130-370 ms). Now a
--    GiST trigram index of the active products hands out the 50 products nearest to the typed text
--    (trigram distance of the whole text, `<->`, which GiST computes exactly and in order, so the scan
--    stops at 50), among those above the same word-similarity threshold (`<%`, as before); those 50
--    are ordered as before (word similarity, then name, then id) and the first p_limite returned:
--    6-10 ms. The answer is the same kind (closest active products, public columns only); when more
--    than 50 products are equally close, the ones offered come from the 50 nearest as a whole, not
--    the alphabetically first of all of them.
create index produtos_ativos_busca_gist on public.produtos
  using gist (busca extensions.gist_trgm_ops (siglen = 64)) where ativo;

create or replace function public.catalogo_sugestoes(p_busca text, p_limite integer default 5)
returns table (id bigint, nome text)
language plpgsql
stable
security invoker
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.3
as $$
#variable_conflict use_column
declare
  -- Lower case, accent-free, punctuation as spaces, at most 100 characters: busca's own form.
  v_texto text := btrim(regexp_replace(public.f_unaccent(lower(left(coalesce(p_busca, ''), 100))), '[^[:alnum:]]+', ' ', 'g'));
begin
  if v_texto = '' then
    return;
  end if;
  -- v_texto is a parameter of the query, so the GiST index serves both the `<%` filter and the
  -- `<->` order, and the scan stops after 50 rows.
  return query
    select c.id, c.nome
      from (select p.id, p.nome, p.busca
              from public.catalogo_produtos p
             where v_texto operator(extensions.<%) p.busca
             order by p.busca operator(extensions.<->) v_texto
             limit 50) c
     order by extensions.word_similarity(v_texto, c.busca) desc, c.nome, c.id
     limit least(greatest(coalesce(p_limite, 5), 1), 10);
end
$$;

comment on function public.catalogo_sugestoes(text, integer) is
  'Storefront "Você quis dizer…": active products closest to a search that found nothing (trigram word similarity, nearest 50 by the GiST index); public columns only.';
