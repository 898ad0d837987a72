-- Vendas, part 3 (issue 24): what the staff screens read and the order they edit.
--
-- 1. Configuração: the shop's Pix key and the city the Pix code names (the BR Code requires one).
-- 2. vendas.busca: number, customer and CPF, lower case and accent-free, as every list searches
--    (shared-ui listQuery.ts). The customer's name lives in another table, so a trigger keeps it
--    (on the sale's insert and update, and when a cliente is renamed) instead of a generated column.
-- 3. vendas_pagina: one page of /vendas/vendas in one call (the movement list's shape, issue 23),
--    its totals kept per day, origem and status in vendas_resumo_dia (3a):
--    search, situação, origem and period; the exact count, the filtered period's totals, the rows.
-- 4. venda_detalhe: a sale's page: lines, payments, the stock movements it caused, its history.
-- 5. alterar_pedido: a pending storefront order edited before it is confirmed (lines, quantities,
--    discounts), checked as a sale is, its own reservation counted as its.

-- 1. Configuração -----------------------------------------------------------------------------------
alter table public.empresa
  -- A Pix key as the bank registered it: CPF/CNPJ digits, e-mail, +55 phone or a random key.
  add column pix_chave text check (char_length(pix_chave) <= 77),
  -- The merchant city of the Pix code (at most 15 characters in the BR Code).
  add column pix_cidade text check (char_length(pix_cidade) <= 15);

-- 2. Search ------------------------------------------------------------------------------------------
alter table public.vendas add column busca text not null default '';

create function public.vendas_busca() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_nome text;
  v_cpf text;
begin
  select c.nome, c.cpf into v_nome, v_cpf from public.clientes c where c.id = new.cliente_id;
  if v_nome is null then
    select u.nome into v_nome from public.usuarios u where u.id = new.comprador_id;
  end if;
  new.busca := public.f_unaccent(lower(concat_ws(' ',
    public.codigo_venda(new.numero), new.numero::text, v_nome, v_cpf, public.somente_digitos(v_cpf), new.cpf_na_nota)));
  return new;
end $$;
create trigger vendas_busca before insert or update of cliente_id, comprador_id, cpf_na_nota on public.vendas
  for each row execute function public.vendas_busca();

-- A renamed cliente is found by the new name in their past sales.
create function public.clientes_renomeia_vendas() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.vendas v set cliente_id = v.cliente_id where v.cliente_id = new.id;
  return null;
end $$;
create trigger clientes_renomeia_vendas after update of nome, cpf on public.clientes
  for each row when (old.nome is distinct from new.nome or old.cpf is distinct from new.cpf)
  execute function public.clientes_renomeia_vendas();

create index vendas_busca_trgm on public.vendas using gin (busca extensions.gin_trgm_ops) with (fastupdate = off);
-- The filters' first pages: by status (and origin), newest first.
create index vendas_status_criada on public.vendas (status, criada_em desc, id desc) include (total);
create index vendas_origem_criada on public.vendas (origem, criada_em desc, id desc) include (total, status);

-- 3a. The list's kept totals ------------------------------------------------------------------------------
-- Issue 24, "Speed": the sales list with 100,000 sales, every filter's first page p95 ≤ 150 ms. Counting
-- and summing 86,000-101,000 rows on every request (no search; situação todas, confirmada or cancelada)
-- took 59-73 ms alone and 560-810 ms p95 at 16 connections, so those totals are kept:
-- - vendas_resumo_dia: per day of criada_em in the shop's time zone (America/Sao_Paulo, the days p_de
--    and p_ate name), origem and stored status, how many sales and their total. Pending orders are kept
--    too, under status pendente: a pending order turns expirada by its deadline alone (no write), so
--    "todas" (pendente + expirada + the others) is exactly the sum of every status kept; the situações
--    pendente and expirada, which depend on now(), are still counted live (few rows, vendas_pendentes).
-- - Kept by a trigger on vendas (insert; update of origem, status, subtotal, desconto (total is
--    generated from them) or criada_em; delete; truncate). Concurrent sales must not queue on one row:
--    - the trigger is a deferred constraint trigger: it runs when the sale's transaction commits, so a
--      summary row is locked from then to the commit only, not through the rest of finalizar_venda
--      (stock, ledger, payments);
--    - today's key is split in 8 fatias (id % 8), which the read sums, so two sales of the same day and
--      origin meet on a row one time in eight. The first sale of a day folds the past days' fatias into
--      fatia 0, so the table keeps one row per day, origem and status (the read stays small: 540 days
--      are ~3,300 rows), and a change to a past sale (a cancellation) writes fatia 0.
--    An update writes both keys (old and new) in one statement, in key order. A transaction that changes
--    many sales at once may lock several rows of the summary in its own order (PostgreSQL resolves a
--    rare deadlock by failing one of them); every sale function changes one sale.
-- - vendas_pagina (3): with no search and the situação todas, confirmada or cancelada, the count and sums
--    come from the summary (filtered by origem and the days [p_de, p_ate], which are exactly the days
--    criada_em falls on); otherwise counted live. The page of ids is read as before, through the
--    (criada_em desc, id desc) indexes. Same answer, to the cent and the scale.
-- - Backfilled from the existing sales. Only the security definer functions read the table (RLS on, no
--    policy, no grant).

-- The summary ----------------------------------------------------------------------------------------
create table public.vendas_resumo_dia (
  dia date not null,
  origem text not null check (origem in ('catalogo', 'balcao')),
  status text not null check (status in ('pendente', 'confirmada', 'cancelada')),
  fatia smallint not null check (fatia between 0 and 7),
  -- No check (quantidade >= 0): an insert's proposed row is checked before ON CONFLICT finds the row
  -- it updates, and a sale leaving its key proposes -1.
  quantidade bigint not null default 0,
  valor numeric(14, 2) not null default 0,
  primary key (dia, origem, status, fatia)
);
-- The past days' fatias still to fold (see vendas_resumo_atualiza): an index probe per sale.
create index vendas_resumo_dia_fatias on public.vendas_resumo_dia (dia) where fatia <> 0;
comment on table public.vendas_resumo_dia is
  'How many sales and their total per São Paulo day of criada_em, origem, stored status and fatia (id % 8); kept by the vendas_resumo trigger, read by vendas_pagina.';
alter table public.vendas_resumo_dia enable row level security;
revoke all on public.vendas_resumo_dia from public, anon, authenticated;

-- Kept by the sales' writes ----------------------------------------------------------------------------
create function public.vendas_resumo_atualiza() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_hoje date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  -- The first sale of a day folds the past days' fatias into fatia 0 (nobody contends for a past day):
  -- the summary keeps one row per day, origem and status, and eight only for today. A concurrent sale
  -- doing the same waits for this one's commit, then finds nothing left to fold.
  if exists (select 1 from public.vendas_resumo_dia r where r.fatia <> 0 and r.dia < v_hoje) then
    with dobradas as (
      delete from public.vendas_resumo_dia r where r.fatia <> 0 and r.dia < v_hoje
      returning r.dia, r.origem, r.status, r.quantidade, r.valor
    )
    insert into public.vendas_resumo_dia as r (dia, origem, status, fatia, quantidade, valor)
    select d.dia, d.origem, d.status, 0, sum(d.quantidade), sum(d.valor)
      from dobradas d
     group by d.dia, d.origem, d.status
     order by d.dia, d.origem, d.status
    on conflict (dia, origem, status, fatia) do update
      set quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor;
  end if;

  -- The sale's change: minus its old key, plus its new one, in one statement and in key order (the
  -- same order in every transaction). Today's sales spread over eight fatias (id % 8); any fatia of a
  -- key holds a share of it, so a sale's later change may land in another fatia than its first.
  insert into public.vendas_resumo_dia as r (dia, origem, status, fatia, quantidade, valor)
  select d.dia, d.origem, d.status, case when d.dia >= v_hoje then d.fatia else 0 end, sum(d.quantidade), sum(d.valor)
    from (
      select (old.criada_em at time zone 'America/Sao_Paulo')::date, old.origem, old.status, (old.id % 8)::smallint, -1, -old.total
       where tg_op in ('UPDATE', 'DELETE')
      union all
      select (new.criada_em at time zone 'America/Sao_Paulo')::date, new.origem, new.status, (new.id % 8)::smallint, 1, new.total
       where tg_op in ('UPDATE', 'INSERT')
    ) as d (dia, origem, status, fatia, quantidade, valor)
   group by 1, 2, 3, 4
   order by 1, 2, 3, 4
  on conflict (dia, origem, status, fatia) do update
    set quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor;
  return null;
end $$;
revoke execute on function public.vendas_resumo_atualiza() from public, anon, authenticated;

create constraint trigger vendas_resumo
  after insert or delete or update of origem, status, subtotal, desconto, criada_em on public.vendas
  deferrable initially deferred
  for each row execute function public.vendas_resumo_atualiza();

create function public.vendas_resumo_esvazia() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.vendas_resumo_dia;
  return null;
end $$;
revoke execute on function public.vendas_resumo_esvazia() from public, anon, authenticated;
create trigger vendas_resumo_truncate after truncate on public.vendas
  for each statement execute function public.vendas_resumo_esvazia();

-- Rebuilt from the sales (the backfill below; also after a bulk load that ran with the trigger off).
create function public.vendas_resumo_refazer() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table public.vendas in share mode;
  delete from public.vendas_resumo_dia;
  insert into public.vendas_resumo_dia (dia, origem, status, fatia, quantidade, valor)
  select (v.criada_em at time zone 'America/Sao_Paulo')::date, v.origem, v.status, 0, count(*), sum(v.total)
    from public.vendas v
   group by 1, 2, 3;
end $$;
revoke execute on function public.vendas_resumo_refazer() from public, anon, authenticated;

-- Backfill ------------------------------------------------------------------------------------------------
select public.vendas_resumo_refazer();

-- 3. The list -----------------------------------------------------------------------------------------
-- p_situacao: pendente (waiting, not expired), expirada, confirmada, cancelada, or null for all.
-- p_de, p_ate: days in the shop's time zone (America/Sao_Paulo), both included.
-- Returns {total, valor, valor_confirmado, linhas[]}: the count and the money of every filtered sale
-- (valor_confirmado: of the confirmed ones alone), and the page newest first.
create function public.vendas_pagina(
  p_busca text default '',
  p_situacao text default null,
  p_origem text default null,
  p_de date default null,
  p_ate date default null,
  p_pagina integer default 1,
  p_por_pagina integer default 10
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_filtro text := 'true';
  v_palavra text;
  v_busca boolean := false;
  v_offset bigint := (greatest(p_pagina, 1) - 1)::bigint * greatest(p_por_pagina, 1);
  v_resumo record;
  v_ids bigint[];
  v_linhas jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as vendas' using errcode = '42501';
  end if;
  if p_situacao is not null and p_situacao not in ('pendente', 'expirada', 'confirmada', 'cancelada') then
    raise exception 'Situação de venda inválida.' using errcode = '22023';
  end if;
  if p_origem is not null and p_origem not in ('catalogo', 'balcao') then
    raise exception 'Origem de venda inválida.' using errcode = '22023';
  end if;
  if p_de is not null and p_ate is not null and p_de > p_ate then
    raise exception 'A data inicial é depois da final.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;

  v_filtro := v_filtro || case p_situacao
    when 'pendente' then ' and v.status = ''pendente'' and v.reserva_expira_em > now()'
    when 'expirada' then ' and v.status = ''pendente'' and v.reserva_expira_em <= now()'
    when 'confirmada' then ' and v.status = ''confirmada'''
    when 'cancelada' then ' and v.status = ''cancelada'''
    else '' end;
  if p_origem is not null then
    v_filtro := v_filtro || format(' and v.origem = %L', p_origem);
  end if;
  if p_de is not null then
    v_filtro := v_filtro || format(' and v.criada_em >= %L', (p_de::timestamp at time zone 'America/Sao_Paulo'));
  end if;
  if p_ate is not null then
    v_filtro := v_filtro || format(' and v.criada_em < %L', ((p_ate + 1)::timestamp at time zone 'America/Sao_Paulo'));
  end if;
  for v_palavra in
    select distinct w
      from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
     where w <> ''
  loop
    v_filtro := v_filtro || format(' and v.busca like %L', '%' || v_palavra || '%');
    v_busca := true;
  end loop;

  if not v_busca and (p_situacao is null or p_situacao in ('confirmada', 'cancelada')) then
    -- The kept totals. No sale in the filter answers 0 (not 0.00), as the count over vendas did.
    select r.total, case when r.total = 0 then 0 else r.valor end as valor,
           case when r.confirmadas = 0 then 0 else r.valor_confirmado end as valor_confirmado
      into v_resumo
      from (select coalesce(sum(s.quantidade), 0)::bigint as total, sum(s.valor) as valor,
                   coalesce(sum(s.quantidade) filter (where s.status = 'confirmada'), 0) as confirmadas,
                   sum(s.valor) filter (where s.status = 'confirmada') as valor_confirmado
              from public.vendas_resumo_dia s
             where (p_situacao is null or s.status = p_situacao)
               and (p_origem is null or s.origem = p_origem)
               and (p_de is null or s.dia >= p_de)
               and (p_ate is null or s.dia <= p_ate)) as r;
  else
    execute 'select count(*) as total, coalesce(sum(v.total), 0) as valor,
                    coalesce(sum(v.total) filter (where v.status = ''confirmada''), 0) as valor_confirmado
               from public.vendas v where ' || v_filtro
       into v_resumo;
  end if;
  if v_resumo.total > v_offset then
    execute format('select array(select v.id from public.vendas v where %s order by v.criada_em desc, v.id desc limit %s offset %s)',
                   v_filtro, p_por_pagina, v_offset)
       into v_ids;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', v.id,
           'numero', v.numero,
           'codigo', public.codigo_venda(v.numero),
           'origem', v.origem,
           'situacao', case when v.status = 'pendente' and v.reserva_expira_em <= now() then 'expirada' else v.status end,
           'cliente_nome', coalesce(c.nome, u.nome),
           'cpf', coalesce(c.cpf, v.cpf_na_nota),
           'itens', (select coalesce(sum(i.quantidade), 0) from public.itens_venda i where i.venda_id = v.id),
           'total', v.total,
           'criada_em', v.criada_em,
           'reserva_expira_em', v.reserva_expira_em
         ) order by o.n), '[]'::jsonb)
    into v_linhas
    from unnest(v_ids) with ordinality as o(id, n)
    join public.vendas v on v.id = o.id
    left join public.clientes c on c.id = v.cliente_id
    left join public.usuarios u on u.id = v.comprador_id;

  return jsonb_build_object('total', v_resumo.total, 'valor', v_resumo.valor, 'valor_confirmado', v_resumo.valor_confirmado,
                            'linhas', v_linhas);
end $$;

comment on function public.vendas_pagina(text, text, text, date, date, integer, integer) is
  'One page of the sales list for staff: {total, valor, valor_confirmado, linhas[]} newest first; every search word in busca.';
revoke execute on function public.vendas_pagina(text, text, text, date, date, integer, integer) from public, anon;
grant execute on function public.vendas_pagina(text, text, text, date, date, integer, integer) to authenticated;

-- 4. A sale's page -------------------------------------------------------------------------------------
-- Staff only (names of logins come from usuarios). Null when the sale does not exist.
create function public.venda_detalhe(p_venda_id bigint) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_venda public.vendas;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as vendas' using errcode = '42501';
  end if;
  select * into v_venda from public.vendas where id = p_venda_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'venda', to_jsonb(v_venda) - 'busca' || jsonb_build_object(
      'codigo', public.codigo_venda(v_venda.numero),
      'situacao', case when v_venda.status = 'pendente' and v_venda.reserva_expira_em <= now() then 'expirada' else v_venda.status end,
      'cliente_nome', (select c.nome from public.clientes c where c.id = v_venda.cliente_id),
      'cliente_cpf', (select c.cpf from public.clientes c where c.id = v_venda.cliente_id),
      'cliente_telefone', (select c.telefone from public.clientes c where c.id = v_venda.cliente_id),
      'comprador_nome', (select u.nome from public.usuarios u where u.id = v_venda.comprador_id),
      'comprador_telefone', (select u.telefone from public.usuarios u where u.id = v_venda.comprador_id),
      'vendedor_nome', (select u.nome from public.usuarios u where u.id = v_venda.vendedor_id)
    ),
    'itens', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'produto_id', i.produto_id, 'grade_id', i.grade_id, 'descricao', i.descricao,
               'codigo_barras', coalesce(g.codigo_barras, p.codigo_barras), 'quantidade', i.quantidade, 'preco_unitario', i.preco_unitario,
               'desconto', i.desconto, 'total', i.total) order by i.id)
        from public.itens_venda i
        left join public.produtos p on p.id = i.produto_id
        left join public.grades_produto g on g.id = i.grade_id
       where i.venda_id = v_venda.id), '[]'::jsonb),
    'pagamentos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', pg.id, 'forma', f.nome, 'tipo', f.tipo, 'valor', pg.valor, 'parcelas', pg.parcelas,
               'valor_recebido', pg.valor_recebido, 'troco', pg.troco) order by pg.id)
        from public.pagamentos_venda pg join public.formas_pagamento f on f.id = pg.forma_pagamento_id
       where pg.venda_id = v_venda.id), '[]'::jsonb),
    'movimentacoes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id, 'tipo', m.tipo, 'produto_id', m.produto_id, 'produto_nome', p.nome, 'cor', g.cor,
               'tamanho', g.tamanho, 'quantidade', m.quantidade, 'motivo', m.motivo,
               'data_movimentacao', m.data_movimentacao) order by m.id)
        from public.movimentacoes_estoque m
        left join public.produtos p on p.id = m.produto_id
        left join public.grades_produto g on g.id = m.grade_id
       where m.venda_id = v_venda.id), '[]'::jsonb),
    -- What happened to it, in order, with who did it.
    'historico', (
      select jsonb_agg(e.evento order by e.quando)
        from (
          select v_venda.criada_em as quando,
                 jsonb_build_object('evento', case v_venda.origem when 'catalogo' then 'pedido' else 'venda' end,
                                    'quando', v_venda.criada_em,
                                    'por', (select u.nome from public.usuarios u
                                             where u.id = coalesce(v_venda.comprador_id, v_venda.vendedor_id))) as evento
          union all
          select v_venda.confirmada_em,
                 jsonb_build_object('evento', 'confirmada', 'quando', v_venda.confirmada_em,
                                    'por', (select u.nome from public.usuarios u where u.id = v_venda.confirmada_por))
           where v_venda.confirmada_em is not null and v_venda.origem = 'catalogo'
          union all
          select v_venda.cancelada_em,
                 jsonb_build_object('evento', 'cancelada', 'quando', v_venda.cancelada_em,
                                    'por', (select u.nome from public.usuarios u where u.id = v_venda.cancelada_por),
                                    'motivo', v_venda.motivo_cancelamento)
           where v_venda.cancelada_em is not null
        ) e)
  );
end $$;
revoke execute on function public.venda_detalhe(bigint) from public, anon;
grant execute on function public.venda_detalhe(bigint) to authenticated;

-- 5. Editing a pending order ------------------------------------------------------------------------------
-- p_itens as finalizar_venda's ([{produto_id, grade_id?, quantidade, desconto?}]): the order's new
-- lines, replacing the old ones; p_desconto: the discount on the whole order. The order's own
-- reservation is its: a line may keep the units it holds. Returns the order as vendas_situacao reads it.
create function public.alterar_pedido(p_venda_id bigint, p_itens jsonb, p_desconto numeric default 0) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_venda public.vendas;
  v_bruto numeric;
  v_descontos numeric;
  v_linhas jsonb;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar pedidos.' using errcode = '42501';
  end if;
  if p_desconto is null or p_desconto < 0 or p_desconto <> round(p_desconto, 2) then
    raise exception 'Informe um desconto válido.' using errcode = '22023', hint = 'desconto';
  end if;
  select * into v_venda from public.vendas where id = p_venda_id for update;
  if not found then
    raise exception 'Pedido não encontrado.' using errcode = 'P0001';
  end if;
  if v_venda.status <> 'pendente' then
    raise exception 'Este pedido já foi %.', case v_venda.status when 'confirmada' then 'confirmado' else 'cancelado' end using errcode = 'P0001';
  end if;
  if v_venda.reserva_expira_em <= now() then
    raise exception 'Este pedido expirou em %. Registre uma nova venda.',
      to_char(v_venda.reserva_expira_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') using errcode = 'P0001', hint = 'expirado';
  end if;

  -- The old lines' products and the new ones', in id order, as every stock function locks them.
  perform public._bloquear_produtos(array(
    select i.produto_id from public.itens_venda i where i.venda_id = v_venda.id
    union
    select (e ->> 'produto_id')::bigint from jsonb_array_elements(case when jsonb_typeof(p_itens) = 'array' then p_itens else '[]' end) e
     where (e ->> 'produto_id') ~ '^[0-9]{1,18}$'));

  select coalesce(sum(l.quantidade * l.preco_unitario), 0), coalesce(sum(l.desconto), 0),
         jsonb_agg(to_jsonb(l) order by l.ordem)
    into v_bruto, v_descontos, v_linhas
    from public._linhas_venda(p_itens, v_venda.id) with ordinality as l(produto_id, grade_id, quantidade, preco_unitario, custo_unitario, desconto, descricao, ordem);
  if p_desconto > v_bruto - v_descontos then
    raise exception 'O desconto passa do valor da venda.' using errcode = '22023', hint = 'desconto';
  end if;
  perform public._conferir_desconto(v_bruto, v_descontos + p_desconto);

  delete from public.itens_venda i where i.venda_id = v_venda.id;
  insert into public.itens_venda (venda_id, produto_id, grade_id, quantidade, preco_unitario, custo_unitario, desconto, descricao)
  select v_venda.id, r.produto_id, r.grade_id, r.quantidade, r.preco_unitario, r.custo_unitario, r.desconto, r.descricao
    from jsonb_to_recordset(v_linhas) as r(produto_id bigint, grade_id bigint, quantidade integer, preco_unitario numeric,
                                            custo_unitario numeric, desconto numeric, descricao text, ordem bigint)
   order by r.ordem;
  update public.vendas set subtotal = v_bruto - v_descontos, desconto = p_desconto where id = v_venda.id returning * into v_venda;
  return jsonb_build_object('id', v_venda.id, 'codigo', public.codigo_venda(v_venda.numero), 'subtotal', v_venda.subtotal,
                            'desconto', v_venda.desconto, 'total', v_venda.total);
end $$;
revoke execute on function public.alterar_pedido(bigint, jsonb, numeric) from public, anon;
grant execute on function public.alterar_pedido(bigint, jsonb, numeric) to authenticated;
