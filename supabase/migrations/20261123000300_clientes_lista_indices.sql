-- The back-office lists of clientes and fornecedores read a page ordered by nome with id as the
-- tie-break (`order=nome.asc,id.asc`), with or without the status filter (`ativo=eq.true`), and an
-- exact count. Measured at 10,000 clientes (`npm run bench`, local-supabase/bench/clientes.ts):
-- with only (nome) the planner sorted every row for a late page (offset 9,000: 51 ms of execution,
-- p95 195 ms through the gateway at 16 connections). A (nome, id) index hands out any page in
-- order, and its partial twin serves the active-only page and count (index-only scans).
-- These replace the single-column indexes on nome, which they cover.

create index clientes_nome_id on public.clientes (nome, id);
create index clientes_ativos_nome_id on public.clientes (nome, id) where ativo;
drop index public.clientes_nome;

create index fornecedores_nome_id on public.fornecedores (nome, id);
create index fornecedores_ativos_nome_id on public.fornecedores (nome, id) where ativo;
drop index public.fornecedores_ativos_nome;
