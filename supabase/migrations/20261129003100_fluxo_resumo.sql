-- Fluxo de caixa from kept daily totals (issue 26, bench fluxo-dre).
--
-- Summing the baixas themselves (migration 20261129003000) costs ~100 ms for 12 months over 200,000
-- baixas (the opening balance reads every baixa before the period, the period ~140,000 more): at 16
-- connections on 2 cores a p95 of 1.3-1.6 s against a budget of 300 ms. The realised money per day, conta
-- and side is now kept:
-- - fluxo_deltas: every baixa that moved money adds a row (+valor_movimentado on its date; its estorno
--   adds the opposite). Writers only INSERT here: concurrent sales never wait for each other on a
--   counter row, and no order of rows can deadlock them.
-- - fluxo_resumo: the folded totals (data, conta, lado). Now and then (1 delta in 128) the writer folds
--   every delta it sees into it, under a transaction-level advisory lock taken only if free: one folder
--   at a time, and a sale never waits for it.
-- - fluxo_caixa reads fluxo_resumo + the unfolded deltas: a few thousand rows for any period.
-- - fluxo_resumo_refazer(): rebuilds both from the baixas (after a load with the triggers off).

create table public.fluxo_resumo (
  data date not null,
  conta_financeira_id bigint not null,
  lado text not null check (lado in ('receber', 'pagar')),
  valor numeric(14, 2) not null default 0,
  primary key (data, conta_financeira_id, lado)
);
create table public.fluxo_deltas (
  id bigint generated always as identity primary key,
  data date not null,
  conta_financeira_id bigint not null,
  lado text not null check (lado in ('receber', 'pagar')),
  valor numeric(14, 2) not null
);
create index fluxo_deltas_data on public.fluxo_deltas (data) include (conta_financeira_id, lado, valor);
comment on table public.fluxo_resumo is
  'Realised money per day, conta financeira and side (active baixas'' valor_movimentado), folded from fluxo_deltas; read by fluxo_caixa.';
comment on table public.fluxo_deltas is
  'What each baixa (+) and each estorno (−) adds to fluxo_resumo, until folded into it.';

alter table public.fluxo_resumo enable row level security;
alter table public.fluxo_deltas enable row level security;
revoke all on public.fluxo_resumo, public.fluxo_deltas from public, anon, authenticated;
-- fluxo_caixa runs as the caller (staff): it reads these as the baixas themselves are read.
grant select on public.fluxo_resumo, public.fluxo_deltas to authenticated;
create policy fluxo_resumo_leitura on public.fluxo_resumo for select to authenticated using ((select public.is_staff()));
create policy fluxo_deltas_leitura on public.fluxo_deltas for select to authenticated using ((select public.is_staff()));

-- Folds every delta this transaction sees into fluxo_resumo (one statement: delete and add up).
create function public._fluxo_dobrar() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  with dobradas as (
    delete from public.fluxo_deltas d returning d.data, d.conta_financeira_id, d.lado, d.valor
  )
  insert into public.fluxo_resumo as r (data, conta_financeira_id, lado, valor)
  select x.data, x.conta_financeira_id, x.lado, sum(x.valor) from dobradas x
   group by 1, 2, 3
   order by 1, 2, 3
  on conflict (data, conta_financeira_id, lado) do update set valor = r.valor + excluded.valor;
end $$;

create function public.baixas_fluxo() returns trigger
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_lado text;
  v_valor numeric;
  v_delta bigint;
begin
  if new.conta_financeira_id is null then
    return null;  -- a compensation (a vale spent): no money moved
  end if;
  if tg_op = 'INSERT' and new.estornada_em is null then
    v_valor := new.valor_movimentado;
  elsif tg_op = 'UPDATE' and old.estornada_em is null and new.estornada_em is not null then
    v_valor := -new.valor_movimentado;
  else
    return null;
  end if;
  v_lado := coalesce(new.lado, (select t.lado from public.titulos t where t.id = new.titulo_id));
  insert into public.fluxo_deltas (data, conta_financeira_id, lado, valor)
  values (new.data, new.conta_financeira_id, v_lado, v_valor)
  returning id into v_delta;
  -- 85015 is any fixed key of this fold's lock; taken only if free, released at commit.
  if v_delta % 128 = 0 and pg_try_advisory_xact_lock(85015) then
    perform public._fluxo_dobrar();
  end if;
  return null;
end $$;
create trigger baixas_fluxo after insert or update of estornada_em on public.baixas
  for each row execute function public.baixas_fluxo();

-- Both rebuilt from the active baixas (after a bulk load that ran with the triggers off, as the bench's).
create function public.fluxo_resumo_refazer() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table public.baixas in share mode;
  delete from public.fluxo_deltas;
  delete from public.fluxo_resumo;
  insert into public.fluxo_resumo (data, conta_financeira_id, lado, valor)
  select b.data, b.conta_financeira_id, coalesce(b.lado, t.lado), sum(b.valor_movimentado)
    from public.baixas b
    join public.titulos t on t.id = b.titulo_id
   where b.estornada_em is null and b.conta_financeira_id is not null
   group by 1, 2, 3;
end $$;
revoke execute on function public._fluxo_dobrar(), public.baixas_fluxo(), public.fluxo_resumo_refazer() from public, anon, authenticated;

-- What this database already holds.
select public.fluxo_resumo_refazer();

