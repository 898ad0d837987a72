-- The back-office lists of clientes and fornecedores read through owner-run views.
--
-- Why (npm run bench, local-supabase/bench/clientes.ts, 10,000 clientes): on a table with row-level
-- security PostgreSQL evaluates the policy before any operator that is not leakproof, and ILIKE is
-- not, so as `authenticated` every search was a sequential scan of the whole table (p95 270-480 ms)
-- although the trigram index on `busca` exists. A view that runs as its owner applies its own rule
-- (staff only, the same rule as the tables' select policies) and leaves the planner free to use the
-- index, as `catalogo_produtos` does for the storefront. Writes still go to the tables, under RLS.
create view public.clientes_lista as
  select id, nome, cpf, telefone, email, cidade, estado, ativo, created_at, busca
  from public.clientes
  where (select public.is_staff());
comment on view public.clientes_lista is 'The clientes list (staff only): what /cadastros/clientes reads and searches.';

create view public.fornecedores_lista as
  select id, nome, cnpj, telefone, email, cidade, estado, ativo, created_at, busca
  from public.fornecedores
  where (select public.is_staff());
comment on view public.fornecedores_lista is 'The fornecedores list (staff only): what /cadastros/fornecedores reads and searches.';

revoke all on public.clientes_lista, public.fornecedores_lista from anon, authenticated;
grant select on public.clientes_lista, public.fornecedores_lista to authenticated;

-- The lists open newest first (spec 001 §7: ordered by created_at descending) with id as the
-- tie-break in the same direction: one index hands out every page in that order.
create index clientes_created_id on public.clientes (created_at desc, id desc);
create index fornecedores_created_id on public.fornecedores (created_at desc, id desc);
drop index public.clientes_created;
drop index public.fornecedores_created;
