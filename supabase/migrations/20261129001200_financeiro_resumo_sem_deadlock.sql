-- Financeiro, part 3 (issue 26): the lists' kept totals without deadlocks between concurrent sales.
--
-- Measured (bench vendas, finalizar_venda at 16 sellers, Dinheiro + Pix): one sale in ~300 failed with
-- 40P01 deadlock detected. Each título event (insert, the baixa's saldo update) updated titulos_resumo
-- at commit on its own, in event order, on the fatia of the título's id (id % 8): a sale holding fatia 7
-- waited for fatia 0 while another held 0 and waited for 1, and so on around the ring.
--
-- Now each event only notes its delta (titulos_resumo_delta, an immediate row trigger, no lock on the
-- summary), and the first deferred trigger of the transaction, at commit, applies all of them in one
-- statement, summed per key, in key order, on the transaction's fatia (txid % 8): every transaction
-- takes the summary rows it needs in the same global order, so two of them wait for each other at
-- most, never in a cycle. The later deferred calls of the same transaction find nothing left to apply.

create unlogged table public.titulos_resumo_delta (
  txid bigint not null,
  lado text not null,
  categoria_id bigint not null,
  vencimento date not null,
  status text not null,
  quantidade bigint not null,
  valor numeric(14, 2) not null,
  saldo numeric(14, 2) not null
);
create index titulos_resumo_delta_txid on public.titulos_resumo_delta (txid);
comment on table public.titulos_resumo_delta is
  'The changes to titulos_resumo a transaction made, until its commit applies them (titulos_resumo_atualiza).';
alter table public.titulos_resumo_delta enable row level security;
revoke all on public.titulos_resumo_delta from public, anon, authenticated;

create function public.titulos_resumo_anota() returns trigger
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
begin
  insert into public.titulos_resumo_delta (txid, lado, categoria_id, vencimento, status, quantidade, valor, saldo)
  select txid_current(), d.lado, d.categoria_id, d.vencimento, d.status, d.quantidade, d.valor, d.saldo
    from (
      select old.lado, old.categoria_id, old.vencimento, old.status, -1, -old.valor, -old.saldo where tg_op in ('UPDATE', 'DELETE')
      union all
      select new.lado, new.categoria_id, new.vencimento, new.status, 1, new.valor, new.saldo where tg_op in ('UPDATE', 'INSERT')
    ) as d (lado, categoria_id, vencimento, status, quantidade, valor, saldo);
  return null;
end $$;

create or replace function public.titulos_resumo_atualiza() returns trigger
language plpgsql security definer
set search_path = ''
-- Runs at commit, where authenticated's force_custom_plan applies again: its statements are key lookups.
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_hoje date := public._hoje_loja();
  v_tx bigint := txid_current();
begin
  if not exists (select 1 from public.titulos_resumo_delta d where d.txid = v_tx) then
    return null;
  end if;
  -- The first write of a day folds the past days' fatias into fatia 0 (nobody contends for a past day).
  if exists (select 1 from public.titulos_resumo r where r.fatia <> 0 and r.vencimento < v_hoje) then
    with dobradas as (
      delete from public.titulos_resumo r where r.fatia <> 0 and r.vencimento < v_hoje
      returning r.lado, r.categoria_id, r.vencimento, r.status, r.quantidade, r.valor, r.saldo
    )
    insert into public.titulos_resumo as r (lado, categoria_id, vencimento, status, fatia, quantidade, valor, saldo)
    select d.lado, d.categoria_id, d.vencimento, d.status, 0, sum(d.quantidade), sum(d.valor), sum(d.saldo)
      from dobradas d
     group by 1, 2, 3, 4
     order by 1, 2, 3, 4
    on conflict (lado, categoria_id, vencimento, status, fatia) do update
      set quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor, saldo = r.saldo + excluded.saldo;
  end if;

  -- Every change of the transaction, summed per key, in key order (the same order in every transaction).
  with aplicadas as (
    delete from public.titulos_resumo_delta d where d.txid = v_tx
    returning d.lado, d.categoria_id, d.vencimento, d.status, d.quantidade, d.valor, d.saldo
  )
  insert into public.titulos_resumo as r (lado, categoria_id, vencimento, status, fatia, quantidade, valor, saldo)
  select a.lado, a.categoria_id, a.vencimento, a.status, case when a.vencimento >= v_hoje then (v_tx % 8)::smallint else 0 end,
         sum(a.quantidade), sum(a.valor), sum(a.saldo)
    from aplicadas a
   group by 1, 2, 3, 4, 5
  having sum(a.quantidade) <> 0 or sum(a.valor) <> 0 or sum(a.saldo) <> 0
   order by 1, 2, 3, 4, 5
  on conflict (lado, categoria_id, vencimento, status, fatia) do update
    set quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor, saldo = r.saldo + excluded.saldo;
  return null;
end $$;

create trigger titulos_resumo_anota
  after insert or delete or update of lado, categoria_id, vencimento, valor, saldo, cancelado_em on public.titulos
  for each row execute function public.titulos_resumo_anota();

-- The truncate trigger empties the notes too.
create or replace function public.titulos_resumo_esvazia() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.titulos_resumo;
  delete from public.titulos_resumo_delta;
  return null;
end $$;

revoke execute on function public.titulos_resumo_anota() from public, anon, authenticated;
