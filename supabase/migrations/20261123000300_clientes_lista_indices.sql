-- The back-office lists of clientes and fornecedores read a page ordered by nome with id as the
-- tie-break (`order=nome.asc,id.asc`), with or without the status filter (`ativo=eq.true`), and an
-- exact count (`npm run bench`, local-supabase/bench/clientes.ts, at 10,000 clientes). With only
-- (nome) every page went through an Incremental Sort, and the active-only count read the whole
-- table. A (nome, id) index hands out a page in the list's order; its partial twin serves the
-- active-only page and an index-only count. They replace the single-column indexes on nome.

create index clientes_nome_id on public.clientes (nome, id);
create index clientes_ativos_nome_id on public.clientes (nome, id) where ativo;
drop index public.clientes_nome;

create index fornecedores_nome_id on public.fornecedores (nome, id);
create index fornecedores_ativos_nome_id on public.fornecedores (nome, id) where ativo;
drop index public.fornecedores_ativos_nome;
