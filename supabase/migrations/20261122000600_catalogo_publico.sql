-- The storefront's catalogue, fast and without cost prices.
--
-- 1. Speed: on a table with row-level security PostgreSQL hides column statistics from operators that
--    are not leakproof (numeric >= and <= are not), so as anon a price filter was estimated at one row
--    and the category/image embeds ran for every match before the sort (0.3-1.9 s with 20,000
--    products). This view runs as its owner, like empresa_publica: its own filter (active products
--    only) is the rule, the planner sees real statistics, and the embeds run for the 12 rows of a page.
-- 2. Privacy: the public sees what the storefront shows, never purchase or cost prices and margins.
create view public.catalogo_produtos as
  select id, nome, descricao, codigo_barras, preco_venda, estoque_atual, categoria_id, ativo, busca, created_at, updated_at
  from public.produtos
  where ativo;

comment on view public.catalogo_produtos is 'Active products with their public columns: what the storefront reads.';
revoke all on public.catalogo_produtos from anon, authenticated;
grant select on public.catalogo_produtos to anon, authenticated;

-- anon keeps reading active products from the table too (RLS), but only the public columns.
revoke select on public.produtos from anon;
grant select (id, nome, descricao, codigo_barras, preco_venda, estoque_atual, categoria_id, ativo, busca, created_at, updated_at)
  on public.produtos to anon;
