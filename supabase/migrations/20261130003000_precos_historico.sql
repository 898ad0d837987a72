-- Price history (issue 27, "Gestor de Preço"; DESIGN: a promotion's "de" price must have been the product's
-- real price for the last 30 days).
--
-- Every change of produtos.preco_venda is kept here by a trigger, whoever makes it: the product form, the
-- Gestor de Preço, the CSV import, a migration. The writer may say why and in which batch through two
-- transaction-local settings, read by the trigger:
--   select set_config('loja.preco_motivo', 'Reajuste de verão', true), set_config('loja.preco_lote', '42', true);
-- (is_local = true: they end with the transaction, so one call's "why" never leaks into the next one on a
-- pooled connection). alterado_por is the signed-in usuário (null for the service role or a migration).
-- An update that writes the same price again records nothing.
--
-- Existing products get a first row (from null to their price) dated when they were created, so "the price
-- of the last 30 days" has an answer for every product.
-- RLS: staff read; nobody writes the table directly (the trigger is security definer).

create table public.precos_historico (
  id bigint generated always as identity primary key,
  -- The history goes with its product (a product removed takes its history along; nothing blocks it).
  produto_id bigint not null references public.produtos (id) on delete cascade,
  -- null: the product's first price (its creation).
  preco_anterior numeric(12, 2),
  preco_novo numeric(12, 2) not null,
  alterado_em timestamptz not null default now(),
  alterado_por bigint references public.usuarios (id) on delete set null,
  motivo text check (char_length(motivo) <= 300),
  -- The Gestor de Preço's batch (lotes_preco, migration 20261130003100 adds the foreign key).
  lote_id bigint
);
comment on table public.precos_historico is
  'Every change of produtos.preco_venda (who, when, from, to, why, batch), written by the trigger produtos_precos_historico; staff read.';
-- A product's history newest first, and "its price on a given day" (the last row at or before it).
create index precos_historico_produto on public.precos_historico (produto_id, alterado_em desc);

-- The why and the batch from the transaction's settings; '' (a setting reset at the end of an earlier
-- transaction reads '') and a batch that is not a number count as not given.
create function public.produtos_precos_historico() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_motivo text := nullif(btrim(current_setting('loja.preco_motivo', true)), '');
  v_lote text := nullif(btrim(current_setting('loja.preco_lote', true)), '');
begin
  insert into public.precos_historico (produto_id, preco_anterior, preco_novo, alterado_por, motivo, lote_id)
  values (
    new.id,
    case when tg_op = 'UPDATE' then old.preco_venda end,
    new.preco_venda,
    public._usuario_atual(),
    left(coalesce(v_motivo, case when tg_op = 'INSERT' then 'Cadastro do produto' else 'Preço alterado' end), 300),
    case when v_lote ~ '^[0-9]{1,18}$' then v_lote::bigint end
  );
  return null;
end $$;
revoke execute on function public.produtos_precos_historico() from public, anon, authenticated;

create trigger produtos_precos_historico_insert after insert on public.produtos
  for each row execute function public.produtos_precos_historico();
-- "update of preco_venda" and the when clause: stock updates (every sale) and edits that keep the price never
-- fire it.
create trigger produtos_precos_historico_update after update of preco_venda on public.produtos
  for each row when (old.preco_venda is distinct from new.preco_venda)
  execute function public.produtos_precos_historico();

-- The first row of every product that exists now.
insert into public.precos_historico (produto_id, preco_anterior, preco_novo, alterado_em, alterado_por, motivo)
select p.id, null, p.preco_venda, p.created_at, null, 'Cadastro do produto'
  from public.produtos p;

alter table public.precos_historico enable row level security;
revoke all on public.precos_historico from anon, authenticated;
grant select on public.precos_historico to authenticated;
create policy precos_historico_leitura on public.precos_historico for select to authenticated
  using ((select public.is_staff()));
