-- Financeiro, part 2 (issue 26): what the staff screens call, and the títulos sales create.
--
-- 1. titulos_resumo: the lists' totals kept per lado, categoria, vencimento, status (and fatia), as
--    vendas_resumo_dia keeps the sales list's (migration 20261128000600, same reasons and same shape):
--    counting and summing 50,000 títulos of a side on every request is tens of ms, hundreds at 16
--    connections. Kept at commit by a deferred trigger; today's and future due days spread over 8 fatias
--    (id % 8) so concurrent sales do not queue on one row; past days fold into fatia 0.
-- 2. titulos_pagina (one call per list page: search, situação, vencimento range, categoria, pessoa; the
--    exact count and the filter's totals aberto, vencido, pago; newest due first), titulo_detalhe,
--    titulos_pessoas (the pessoa filter's choices).
-- 3. Writes, staff that write only (admin, funcionário; an estorno: admin only), each one transaction that
--    locks the título, checks everything and answers in Portuguese; a refusal writes nothing:
--    criar_titulo (with a monthly recurrence), alterar_titulo, cancelar_titulo, baixar_titulo, estornar_baixa.
-- 4. From sales, by triggers on the sale tables (the sale functions are unchanged): each payment of a
--    confirmed sale becomes títulos a receber; a confirmed sale cancelled cancels them (reversing baixas).

-- 1. Kept totals ------------------------------------------------------------------------------------------
create table public.titulos_resumo (
  lado text not null,
  categoria_id bigint not null,
  vencimento date not null,
  status text not null,
  fatia smallint not null check (fatia between 0 and 7),
  -- No check (>= 0): a título leaving its key proposes negative amounts before ON CONFLICT adds them.
  quantidade bigint not null default 0,
  valor numeric(14, 2) not null default 0,
  saldo numeric(14, 2) not null default 0,
  primary key (lado, categoria_id, vencimento, status, fatia)
);
create index titulos_resumo_fatias on public.titulos_resumo (vencimento) where fatia <> 0;
comment on table public.titulos_resumo is
  'How many títulos, their valor and saldo per lado, categoria, vencimento, status and fatia; kept by the titulos_resumo trigger, read by titulos_pagina.';
alter table public.titulos_resumo enable row level security;
revoke all on public.titulos_resumo from public, anon, authenticated;

create function public.titulos_resumo_atualiza() returns trigger
language plpgsql security definer
set search_path = ''
-- Runs at commit, where authenticated's force_custom_plan applies again: its statements are key lookups.
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_hoje date := public._hoje_loja();
begin
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

  insert into public.titulos_resumo as r (lado, categoria_id, vencimento, status, fatia, quantidade, valor, saldo)
  select d.lado, d.categoria_id, d.vencimento, d.status, case when d.vencimento >= v_hoje then d.fatia else 0 end,
         sum(d.quantidade), sum(d.valor), sum(d.saldo)
    from (
      select old.lado, old.categoria_id, old.vencimento, old.status, (old.id % 8)::smallint, -1, -old.valor, -old.saldo
       where tg_op in ('UPDATE', 'DELETE')
      union all
      select new.lado, new.categoria_id, new.vencimento, new.status, (new.id % 8)::smallint, 1, new.valor, new.saldo
       where tg_op in ('UPDATE', 'INSERT')
    ) as d (lado, categoria_id, vencimento, status, fatia, quantidade, valor, saldo)
   group by 1, 2, 3, 4, 5
   order by 1, 2, 3, 4, 5
  on conflict (lado, categoria_id, vencimento, status, fatia) do update
    set quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor, saldo = r.saldo + excluded.saldo;
  return null;
end $$;
create constraint trigger titulos_resumo
  after insert or delete or update of lado, categoria_id, vencimento, valor, saldo, cancelado_em on public.titulos
  deferrable initially deferred
  for each row execute function public.titulos_resumo_atualiza();

create function public.titulos_resumo_esvazia() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.titulos_resumo;
  return null;
end $$;
create trigger titulos_resumo_truncate after truncate on public.titulos
  for each statement execute function public.titulos_resumo_esvazia();

-- Rebuilt from the títulos (after a bulk load that ran with the triggers off, as the bench's).
create function public.titulos_resumo_refazer() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table public.titulos in share mode;
  delete from public.titulos_resumo;
  insert into public.titulos_resumo (lado, categoria_id, vencimento, status, fatia, quantidade, valor, saldo)
  select t.lado, t.categoria_id, t.vencimento, t.status, 0, count(*), sum(t.valor), sum(t.saldo)
    from public.titulos t
   group by 1, 2, 3, 4;
end $$;
revoke execute on function public.titulos_resumo_atualiza(), public.titulos_resumo_esvazia(), public.titulos_resumo_refazer()
  from public, anon, authenticated;

-- The commit-time check runs where force_custom_plan applies again too (see above).
alter function public.titulos_saldo_confere() set plan_cache_mode = 'force_generic_plan';

-- The lists' other pages: open títulos (em aberto, vencidas) and one categoria or pessoa, newest due first.
create index titulos_abertos_lado on public.titulos (lado, vencimento desc, id desc) where status in ('aberto', 'parcial');
create index titulos_categoria_lista on public.titulos (categoria_id, vencimento desc, id desc);
drop index public.titulos_categoria;
create index titulos_cliente_lista on public.titulos (cliente_id, vencimento desc, id desc) where cliente_id is not null;
drop index public.titulos_cliente;
create index titulos_fornecedor_lista on public.titulos (fornecedor_id, vencimento desc, id desc) where fornecedor_id is not null;
drop index public.titulos_fornecedor;

-- 2. Reads -----------------------------------------------------------------------------------------------------
-- One page of /financeiro/contas-receber or /financeiro/contas-pagar.
-- p_situacao: em_aberto (aberto or parcial), vencido (em aberto, due before today), parcial, pago,
-- cancelado, or null for all. p_vencimento_de, p_vencimento_ate: both included.
-- Returns {total, aberto, vencido, pago, linhas[]}: the count; the filter's open saldo, its overdue part,
-- and what was already settled of it (valor − saldo, cancelled títulos aside); the page, newest due first.
create function public.titulos_pagina(
  p_lado text,
  p_busca text default '',
  p_situacao text default null,
  p_vencimento_de date default null,
  p_vencimento_ate date default null,
  p_categoria_id bigint default null,
  p_cliente_id bigint default null,
  p_fornecedor_id bigint default null,
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
  v_hoje date := public._hoje_loja();
  v_filtro text;
  v_palavra text;
  v_busca boolean := false;
  v_offset bigint := (greatest(p_pagina, 1) - 1)::bigint * greatest(p_por_pagina, 1);
  v_resumo record;
  v_ids bigint[];
  v_linhas jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o financeiro.' using errcode = '42501';
  end if;
  if p_lado is null or p_lado not in ('receber', 'pagar') then
    raise exception 'Escolha contas a receber ou a pagar.' using errcode = '22023';
  end if;
  if p_situacao is not null and p_situacao not in ('em_aberto', 'vencido', 'parcial', 'pago', 'cancelado') then
    raise exception 'Situação de conta inválida.' using errcode = '22023';
  end if;
  if p_vencimento_de is not null and p_vencimento_ate is not null and p_vencimento_de > p_vencimento_ate then
    raise exception 'A data inicial é depois da final.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;

  v_filtro := format('t.lado = %L', p_lado) || case p_situacao
    when 'em_aberto' then ' and t.status in (''aberto'', ''parcial'')'
    when 'vencido' then format(' and t.status in (''aberto'', ''parcial'') and t.vencimento < %L', v_hoje)
    when 'parcial' then ' and t.status = ''parcial'''
    when 'pago' then ' and t.status = ''pago'''
    when 'cancelado' then ' and t.status = ''cancelado'''
    else '' end;
  if p_vencimento_de is not null then
    v_filtro := v_filtro || format(' and t.vencimento >= %L', p_vencimento_de);
  end if;
  if p_vencimento_ate is not null then
    v_filtro := v_filtro || format(' and t.vencimento <= %L', p_vencimento_ate);
  end if;
  if p_categoria_id is not null then
    v_filtro := v_filtro || format(' and t.categoria_id = %s', p_categoria_id);
  end if;
  if p_cliente_id is not null then
    v_filtro := v_filtro || format(' and t.cliente_id = %s', p_cliente_id);
  end if;
  if p_fornecedor_id is not null then
    v_filtro := v_filtro || format(' and t.fornecedor_id = %s', p_fornecedor_id);
  end if;
  for v_palavra in
    select distinct w
      from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
     where w <> ''
  loop
    v_filtro := v_filtro || format(' and t.busca like %L', '%' || v_palavra || '%');
    v_busca := true;
  end loop;

  if not v_busca and p_cliente_id is null and p_fornecedor_id is null then
    -- The kept totals: the same rows, grouped by the keys the filter reads.
    select coalesce(sum(r.quantidade), 0)::bigint as total,
           coalesce(sum(r.saldo) filter (where r.status in ('aberto', 'parcial')), 0) as aberto,
           coalesce(sum(r.saldo) filter (where r.status in ('aberto', 'parcial') and r.vencimento < v_hoje), 0) as vencido,
           coalesce(sum(r.valor - r.saldo) filter (where r.status <> 'cancelado'), 0) as pago
      into v_resumo
      from public.titulos_resumo r
     where r.lado = p_lado
       and (p_categoria_id is null or r.categoria_id = p_categoria_id)
       and (p_vencimento_de is null or r.vencimento >= p_vencimento_de)
       and (p_vencimento_ate is null or r.vencimento <= p_vencimento_ate)
       and case p_situacao
             when 'em_aberto' then r.status in ('aberto', 'parcial')
             when 'vencido' then r.status in ('aberto', 'parcial') and r.vencimento < v_hoje
             when 'parcial' then r.status = 'parcial'
             when 'pago' then r.status = 'pago'
             when 'cancelado' then r.status = 'cancelado'
             else true end;
  else
    execute 'select count(*) as total,
                    coalesce(sum(t.saldo) filter (where t.status in (''aberto'', ''parcial'')), 0) as aberto,
                    coalesce(sum(t.saldo) filter (where t.status in (''aberto'', ''parcial'') and t.vencimento < $1), 0) as vencido,
                    coalesce(sum(t.valor - t.saldo) filter (where t.status <> ''cancelado''), 0) as pago
               from public.titulos t where ' || v_filtro
       into v_resumo using v_hoje;
  end if;

  if v_resumo.total > v_offset then
    execute format('select array(select t.id from public.titulos t where %s order by t.vencimento desc, t.id desc limit %s offset %s)',
                   v_filtro, p_por_pagina, v_offset)
       into v_ids;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id,
           'descricao', t.descricao,
           'documento', t.documento,
           'parcela', t.parcela,
           'parcelas', t.parcelas,
           'origem', t.origem,
           'origem_id', t.origem_id,
           'pessoa_nome', coalesce(c.nome, f.nome),
           'categoria_nome', k.nome,
           'forma_nome', fp.nome,
           'emissao', t.emissao,
           'vencimento', t.vencimento,
           'valor', t.valor,
           'saldo', t.saldo,
           'status', t.status,
           'situacao', public.situacao_titulo(t.status, t.vencimento)
         ) order by o.n), '[]'::jsonb)
    into v_linhas
    from unnest(v_ids) with ordinality as o(id, n)
    join public.titulos t on t.id = o.id
    join public.categorias_financeiras k on k.id = t.categoria_id
    left join public.clientes c on c.id = t.cliente_id
    left join public.fornecedores f on f.id = t.fornecedor_id
    left join public.formas_pagamento fp on fp.id = t.forma_pagamento_id;

  return jsonb_build_object('total', v_resumo.total, 'aberto', v_resumo.aberto, 'vencido', v_resumo.vencido,
                            'pago', v_resumo.pago, 'linhas', v_linhas);
end $$;

comment on function public.titulos_pagina(text, text, text, date, date, bigint, bigint, bigint, integer, integer) is
  'One page of contas a receber or a pagar for staff: {total, aberto, vencido, pago, linhas[]} newest due first; every search word in busca.';

-- A título's page: the título with its names, and its baixas (reversed ones too, marked). Null when absent.
create function public.titulo_detalhe(p_titulo_id bigint) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_resultado jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o financeiro.' using errcode = '42501';
  end if;
  select jsonb_build_object(
           'titulo', to_jsonb(t) - 'busca' || jsonb_build_object(
             'situacao', public.situacao_titulo(t.status, t.vencimento),
             'pessoa_nome', coalesce(c.nome, f.nome),
             'pessoa_documento', coalesce(c.cpf, f.cnpj),
             'categoria_nome', k.nome,
             'grupo_dre', k.grupo_dre,
             'forma_nome', fp.nome,
             'conta_nome', cf.nome,
             'venda_codigo', case when t.origem = 'venda' then (select public.codigo_venda(v.numero) from public.vendas v where v.id = t.origem_id) end,
             'criado_por_nome', u.nome,
             'cancelado_por_nome', uc.nome),
           'baixas', coalesce((
             select jsonb_agg(to_jsonb(b) || jsonb_build_object('conta_nome', bc.nome, 'forma_nome', bf.nome,
                                                               'usuario_nome', bu.nome, 'estornada_por_nome', be.nome)
                              order by b.data, b.id)
               from public.baixas b
               left join public.contas_financeiras bc on bc.id = b.conta_financeira_id
               left join public.formas_pagamento bf on bf.id = b.forma_pagamento_id
               left join public.usuarios bu on bu.id = b.usuario_id
               left join public.usuarios be on be.id = b.estornada_por
              where b.titulo_id = t.id), '[]'::jsonb))
    into v_resultado
    from public.titulos t
    join public.categorias_financeiras k on k.id = t.categoria_id
    left join public.clientes c on c.id = t.cliente_id
    left join public.fornecedores f on f.id = t.fornecedor_id
    left join public.formas_pagamento fp on fp.id = t.forma_pagamento_id
    left join public.contas_financeiras cf on cf.id = t.conta_financeira_id
    left join public.usuarios u on u.id = t.criado_por
    left join public.usuarios uc on uc.id = t.cancelado_por
   where t.id = p_titulo_id;
  return v_resultado;
end $$;

-- The pessoa filter's and the form's choices: clientes (receber) or fornecedores (pagar) matching every
-- word typed, active first, at most 10.
create function public.titulos_pessoas(p_lado text, p_busca text default '') returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_palavras text[];
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o financeiro.' using errcode = '42501';
  end if;
  if p_lado is null or p_lado not in ('receber', 'pagar') then
    raise exception 'Escolha contas a receber ou a pagar.' using errcode = '22023';
  end if;
  select array_agg('%' || w || '%') into v_palavras
    from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
   where w <> '';
  if p_lado = 'receber' then
    return coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'nome', c.nome, 'documento', c.cpf) order by c.ordem)
                       from (select c.id, c.nome, c.cpf, row_number() over (order by c.ativo desc, c.nome, c.id) as ordem
                               from public.clientes c
                              where v_palavras is null or c.busca like all (v_palavras)
                              order by c.ativo desc, c.nome, c.id
                              limit 10) c), '[]'::jsonb);
  end if;
  return coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'nome', f.nome, 'documento', f.cnpj) order by f.ordem)
                     from (select f.id, f.nome, f.cnpj, row_number() over (order by f.ativo desc, f.nome, f.id) as ordem
                             from public.fornecedores f
                            where v_palavras is null or f.busca like all (v_palavras)
                            order by f.ativo desc, f.nome, f.id
                            limit 10) f), '[]'::jsonb);
end $$;

-- 3. Writes -------------------------------------------------------------------------------------------------------
-- A manual título, or a monthly series of them (rent, salaries, energy): p_repeticoes títulos of the same
-- valor, the k-th due on day p_dia_vencimento (default: the first vencimento's day; the month's last day
-- when shorter) k − 1 months after the first, its competência moved by as many months; parcela k of N,
-- one grupo. Returns {grupo_id, titulos: [{id, parcela, vencimento, competencia, valor}]}.
create function public.criar_titulo(
  p_lado text,
  p_descricao text,
  p_valor numeric,
  p_categoria_id bigint,
  p_vencimento date,
  p_cliente_id bigint default null,
  p_fornecedor_id bigint default null,
  p_documento text default null,
  p_forma_pagamento_id bigint default null,
  p_conta_financeira_id bigint default null,
  p_emissao date default null,
  p_competencia date default null,
  p_observacoes text default null,
  p_repeticoes integer default 1,
  p_dia_vencimento integer default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_titulo public.titulos;
  v_grupo bigint;
  v_dia integer;
  v_mes date;
  v_competencia date;
  v_lista jsonb := '[]'::jsonb;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para lançar contas.' using errcode = '42501';
  end if;
  if p_valor is null or p_valor <= 0 then
    raise exception 'Informe um valor maior que zero.' using errcode = '22023', hint = 'valor';
  end if;
  if p_categoria_id is null then
    raise exception 'Escolha uma categoria.' using errcode = '22023', hint = 'categoria_id';
  end if;
  if p_repeticoes is null or p_repeticoes not between 1 and 60 then
    raise exception 'A repetição vai de 1 a 60 meses.' using errcode = '22023', hint = 'repeticoes';
  end if;
  if p_dia_vencimento is not null and p_dia_vencimento not between 1 and 31 then
    raise exception 'O dia do vencimento vai de 1 a 31.' using errcode = '22023', hint = 'dia_vencimento';
  end if;
  if p_vencimento is not null and p_emissao is not null and p_vencimento < p_emissao then
    raise exception 'O vencimento é antes da emissão.' using errcode = '22023', hint = 'vencimento';
  end if;
  v_dia := coalesce(p_dia_vencimento, extract(day from p_vencimento)::integer);
  v_competencia := coalesce(p_competencia, p_emissao, public._hoje_loja());
  for k in 1 .. p_repeticoes loop
    v_mes := date_trunc('month', p_vencimento + make_interval(months => k - 1))::date;
    v_titulo := public._lancar_titulo(
      p_lado, 'manual', null, p_descricao, p_valor, p_categoria_id::text,
      case when k = 1 and p_dia_vencimento is null then p_vencimento
           else v_mes + (least(v_dia, extract(day from (v_mes + interval '1 month' - interval '1 day'))::integer) - 1) end,
      p_cliente_id => p_cliente_id, p_fornecedor_id => p_fornecedor_id, p_documento => p_documento,
      p_forma_pagamento_id => p_forma_pagamento_id, p_conta_financeira_id => p_conta_financeira_id,
      p_emissao => p_emissao, p_competencia => (v_competencia + make_interval(months => k - 1))::date,
      p_parcela => k, p_parcelas => p_repeticoes, p_grupo_id => v_grupo, p_observacoes => p_observacoes);
    if k = 1 and p_repeticoes > 1 then
      v_grupo := v_titulo.id;
      update public.titulos set grupo_id = v_grupo where id = v_titulo.id;
    end if;
    v_lista := v_lista || jsonb_build_object('id', v_titulo.id, 'parcela', k, 'vencimento', v_titulo.vencimento,
                                             'competencia', v_titulo.competencia, 'valor', v_titulo.valor);
  end loop;
  return jsonb_build_object('grupo_id', v_grupo, 'titulos', v_lista);
end $$;

-- The título (locked) for a change: found, manual, not cancelled.
create function public._titulo_manual(p_titulo_id bigint) returns public.titulos
language plpgsql security definer
set search_path = ''
as $$
declare
  v_titulo public.titulos;
begin
  select * into v_titulo from public.titulos where id = p_titulo_id for update;
  if not found then
    raise exception 'Título não encontrado.' using errcode = 'P0001';
  end if;
  if v_titulo.origem <> 'manual' then
    raise exception 'Este título veio de %: ele muda junto com ela.',
      case v_titulo.origem when 'venda' then 'uma venda' when 'troca' then 'uma troca' else 'uma compra' end
      using errcode = 'P0001', hint = 'origem';
  end if;
  if v_titulo.status = 'cancelado' then
    raise exception 'Este título está cancelado.' using errcode = 'P0001';
  end if;
  return v_titulo;
end $$;

-- Changes a manual título's data. Its valor cannot go below what was already settled.
create function public.alterar_titulo(
  p_titulo_id bigint,
  p_descricao text,
  p_valor numeric,
  p_categoria_id bigint,
  p_vencimento date,
  p_cliente_id bigint default null,
  p_fornecedor_id bigint default null,
  p_documento text default null,
  p_forma_pagamento_id bigint default null,
  p_conta_financeira_id bigint default null,
  p_emissao date default null,
  p_competencia date default null,
  p_observacoes text default null
) returns public.titulos
language plpgsql security definer
set search_path = ''
as $$
declare
  v_titulo public.titulos;
  v_categoria public.categorias_financeiras;
  v_baixado numeric;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar contas.' using errcode = '42501';
  end if;
  v_titulo := public._titulo_manual(p_titulo_id);
  if nullif(btrim(coalesce(p_descricao, '')), '') is null then
    raise exception 'Informe a descrição.' using errcode = '22023', hint = 'descricao';
  end if;
  if char_length(btrim(p_descricao)) > 200 then
    raise exception 'A descrição aceita no máximo 200 caracteres.' using errcode = '22023', hint = 'descricao';
  end if;
  if char_length(coalesce(p_documento, '')) > 60 then
    raise exception 'O documento aceita no máximo 60 caracteres.' using errcode = '22023', hint = 'documento';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;
  if p_valor is null or p_valor <= 0 or p_valor <> round(p_valor, 2) or p_valor >= 10000000000 then
    raise exception 'Informe um valor maior que zero.' using errcode = '22023', hint = 'valor';
  end if;
  v_baixado := v_titulo.valor - v_titulo.saldo;
  if p_valor < v_baixado then
    raise exception 'O valor (%) é menor que o já baixado (%).', public._reais(p_valor), public._reais(v_baixado)
      using errcode = '22023', hint = 'valor';
  end if;
  if p_vencimento is null then
    raise exception 'Informe o vencimento.' using errcode = '22023', hint = 'vencimento';
  end if;
  if p_vencimento < coalesce(p_emissao, v_titulo.emissao) then
    raise exception 'O vencimento é antes da emissão.' using errcode = '22023', hint = 'vencimento';
  end if;
  if p_cliente_id is not null and p_fornecedor_id is not null then
    raise exception 'Um título tem um cliente ou um fornecedor, não os dois.' using errcode = '22023', hint = 'pessoa';
  end if;
  if p_cliente_id is not null and not exists (select 1 from public.clientes c where c.id = p_cliente_id) then
    raise exception 'Cliente não encontrado.' using errcode = '22023', hint = 'cliente_id';
  end if;
  if p_fornecedor_id is not null and not exists (select 1 from public.fornecedores f where f.id = p_fornecedor_id) then
    raise exception 'Fornecedor não encontrado.' using errcode = '22023', hint = 'fornecedor_id';
  end if;
  select c.* into v_categoria from public.categorias_financeiras c where c.id = p_categoria_id;
  if not found or not v_categoria.ativo then
    raise exception 'Escolha uma categoria.' using errcode = '22023', hint = 'categoria_id';
  end if;
  if v_categoria.tipo <> (case v_titulo.lado when 'receber' then 'receita' else 'despesa' end) then
    raise exception 'A categoria % é de %, não de %.', v_categoria.nome,
      case v_categoria.tipo when 'receita' then 'receitas' else 'despesas' end,
      case v_titulo.lado when 'receber' then 'contas a receber' else 'contas a pagar' end
      using errcode = '22023', hint = 'categoria_id';
  end if;
  if p_forma_pagamento_id is not null and not exists (select 1 from public.formas_pagamento f where f.id = p_forma_pagamento_id) then
    raise exception 'Forma de pagamento inexistente.' using errcode = '22023', hint = 'forma_pagamento_id';
  end if;
  if p_conta_financeira_id is not null and not exists (select 1 from public.contas_financeiras c where c.id = p_conta_financeira_id and c.ativo) then
    raise exception 'Conta financeira inativa ou inexistente.' using errcode = '22023', hint = 'conta_financeira_id';
  end if;

  update public.titulos
     set descricao = btrim(p_descricao), valor = p_valor, saldo = p_valor - v_baixado, categoria_id = p_categoria_id,
         vencimento = p_vencimento, cliente_id = p_cliente_id, fornecedor_id = p_fornecedor_id,
         documento = nullif(btrim(coalesce(p_documento, '')), ''), forma_pagamento_id = p_forma_pagamento_id,
         conta_financeira_id = p_conta_financeira_id, emissao = coalesce(p_emissao, emissao),
         competencia = coalesce(p_competencia, competencia), observacoes = nullif(btrim(coalesce(p_observacoes, '')), ''),
         atualizado_em = now()
   where id = v_titulo.id
  returning * into v_titulo;
  return v_titulo;
end $$;

-- Cancels a manual título with the reason; one with active baixas is refused (reverse them first).
create function public.cancelar_titulo(p_titulo_id bigint, p_motivo text) returns public.titulos
language plpgsql security definer
set search_path = ''
as $$
declare
  v_titulo public.titulos;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para cancelar contas.' using errcode = '42501';
  end if;
  if nullif(btrim(coalesce(p_motivo, '')), '') is null then
    raise exception 'Informe o motivo do cancelamento.' using errcode = '22023', hint = 'motivo';
  end if;
  if char_length(btrim(p_motivo)) > 500 then
    raise exception 'O motivo aceita no máximo 500 caracteres.' using errcode = '22023', hint = 'motivo';
  end if;
  select * into v_titulo from public.titulos where id = p_titulo_id for update;
  if found and v_titulo.status = 'cancelado' then
    raise exception 'Este título já foi cancelado.' using errcode = 'P0001';
  end if;
  v_titulo := public._titulo_manual(p_titulo_id);
  if v_titulo.saldo < v_titulo.valor then
    raise exception 'Este título tem baixas: estorne-as antes de cancelar.' using errcode = 'P0001', hint = 'baixas';
  end if;
  update public.titulos
     set cancelado_em = now(), cancelado_por = public.current_usuario_id(), motivo_cancelamento = btrim(p_motivo), atualizado_em = now()
   where id = v_titulo.id
  returning * into v_titulo;
  return v_titulo;
end $$;

-- A baixa (partial allowed) with juros, multa, desconto, tarifa and the conta the money moved in.
create function public.baixar_titulo(
  p_titulo_id bigint,
  p_valor numeric,
  p_data date,
  p_conta_financeira_id bigint,
  p_juros numeric default 0,
  p_multa numeric default 0,
  p_desconto numeric default 0,
  p_tarifa numeric default 0,
  p_forma_pagamento_id bigint default null,
  p_observacoes text default null
) returns public.baixas
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.can_write() then
    raise exception 'Sem permissão para dar baixa.' using errcode = '42501';
  end if;
  if p_conta_financeira_id is null then
    raise exception 'Escolha a conta financeira.' using errcode = '22023', hint = 'conta_financeira_id';
  end if;
  if p_forma_pagamento_id is not null and not exists (select 1 from public.formas_pagamento f where f.id = p_forma_pagamento_id) then
    raise exception 'Forma de pagamento inexistente.' using errcode = '22023', hint = 'forma_pagamento_id';
  end if;
  return public._baixar_titulo(p_titulo_id, p_valor, p_data, p_conta_financeira_id, coalesce(p_juros, 0), coalesce(p_multa, 0),
                               coalesce(p_desconto, 0), coalesce(p_tarifa, 0), p_forma_pagamento_id, p_observacoes);
end $$;

-- Reverses a baixa: admin only; the saldo and status follow.
create function public.estornar_baixa(p_baixa_id bigint, p_motivo text) returns public.baixas
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.can_write() then
    raise exception 'Sem permissão para estornar baixas.' using errcode = '42501';
  end if;
  if not public.is_admin() then
    raise exception 'Só um administrador estorna uma baixa.' using errcode = '42501';
  end if;
  if exists (select 1 from public.baixas b join public.titulos t on t.id = b.titulo_id
              where b.id = p_baixa_id and t.status = 'cancelado') then
    raise exception 'Este título está cancelado.' using errcode = 'P0001';
  end if;
  return public._estornar_baixa(p_baixa_id, p_motivo);
end $$;

revoke execute on function public._titulo_manual(bigint) from public, anon, authenticated;
revoke execute on function
  public.titulos_pagina(text, text, text, date, date, bigint, bigint, bigint, integer, integer),
  public.titulo_detalhe(bigint),
  public.titulos_pessoas(text, text),
  public.criar_titulo(text, text, numeric, bigint, date, bigint, bigint, text, bigint, bigint, date, date, text, integer, integer),
  public.alterar_titulo(bigint, text, numeric, bigint, date, bigint, bigint, text, bigint, bigint, date, date, text),
  public.cancelar_titulo(bigint, text),
  public.baixar_titulo(bigint, numeric, date, bigint, numeric, numeric, numeric, numeric, bigint, text),
  public.estornar_baixa(bigint, text)
  from public, anon;
grant execute on function
  public.titulos_pagina(text, text, text, date, date, bigint, bigint, bigint, integer, integer),
  public.titulo_detalhe(bigint),
  public.titulos_pessoas(text, text),
  public.criar_titulo(text, text, numeric, bigint, date, bigint, bigint, text, bigint, bigint, date, date, text, integer, integer),
  public.alterar_titulo(bigint, text, numeric, bigint, date, bigint, bigint, text, bigint, bigint, date, date, text),
  public.cancelar_titulo(bigint, text),
  public.baixar_titulo(bigint, numeric, date, bigint, numeric, numeric, numeric, numeric, bigint, text),
  public.estornar_baixa(bigint, text)
  to authenticated;

-- 4. From sales -------------------------------------------------------------------------------------------------
-- The títulos of one payment of a confirmed sale (issue 26): dinheiro, Pix and débito one título a
-- receber settled on the day; crédito in N parcelas N títulos a receber from the card operator, open, the
-- k-th due prazo_dias + 30 × (k − 1) days after the sale. Each is net of its share of the form's fee
-- (round(valor × taxa % , 2) + taxa fixa, never more than the payment), kept in `taxa` for the DRE; the
-- cents left by the division go to the first parcela. A vale-troca spent records nothing here: the
-- exchanges settle the vale's own título.
create function public._titulos_do_pagamento(p_pagamento public.pagamentos_venda) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_venda public.vendas;
  v_forma public.formas_pagamento;
  v_codigo text;
  v_dia date;
  v_taxa_centavos bigint;
  v_valor_centavos bigint;
  v_n integer;
  v_bruto bigint;
  v_taxa bigint;
  v_grupo bigint;
  v_titulo public.titulos;
begin
  select f.* into v_forma from public.formas_pagamento f where f.id = p_pagamento.forma_pagamento_id;
  if v_forma.tipo = 'vale' then
    return;
  end if;
  select v.* into v_venda from public.vendas v where v.id = p_pagamento.venda_id;
  if v_venda.status <> 'confirmada' then
    return;
  end if;
  v_codigo := public.codigo_venda(v_venda.numero);
  v_dia := (coalesce(v_venda.confirmada_em, now()) at time zone 'America/Sao_Paulo')::date;
  v_valor_centavos := (p_pagamento.valor * 100)::bigint;
  v_taxa_centavos := least(v_valor_centavos,
                           (round(p_pagamento.valor * v_forma.taxa_percentual / 100, 2) * 100)::bigint + (v_forma.taxa_fixa * 100)::bigint);
  v_n := case when v_forma.tipo = 'credito' then p_pagamento.parcelas else 1 end;

  for k in 1 .. v_n loop
    v_bruto := v_valor_centavos / v_n + case when k = 1 then v_valor_centavos % v_n else 0 end;
    v_taxa := v_taxa_centavos / v_n + case when k = 1 then v_taxa_centavos % v_n else 0 end;
    v_titulo := public._lancar_titulo(
      'receber', 'venda', v_venda.id,
      -- The parcela (k/N) is the título's own, shown beside the description.
      format('Venda %s — %s', v_codigo, v_forma.nome),
      (v_bruto - v_taxa) / 100.0, 'vendas',
      case when v_forma.tipo = 'credito' then v_dia + v_forma.prazo_dias + 30 * (k - 1) else v_dia end,
      -- The sale's customer owes nothing on a card: the operator pays.
      p_cliente_id => case when v_forma.tipo = 'credito' then null else v_venda.cliente_id end,
      p_documento => v_codigo, p_forma_pagamento_id => v_forma.id,
      p_conta_financeira_id => public._conta_da_forma(v_forma.tipo),
      p_emissao => v_dia, p_competencia => v_dia, p_parcela => k, p_parcelas => v_n, p_grupo_id => v_grupo,
      p_taxa => v_taxa / 100.0,
      p_baixar_em => case when v_forma.tipo in ('dinheiro', 'pix', 'debito') then v_dia end);
    if k = 1 and v_n > 1 then
      v_grupo := v_titulo.id;
      update public.titulos set grupo_id = v_grupo where id = v_titulo.id;
    end if;
  end loop;
end $$;

create function public.pagamentos_venda_titulos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public._titulos_do_pagamento(new);
  return null;
end $$;
create trigger pagamentos_venda_titulos after insert on public.pagamentos_venda
  for each row execute function public.pagamentos_venda_titulos();

-- A confirmed sale cancelled: its títulos' active baixas are reversed and the títulos cancelled.
create function public.vendas_canceladas_titulos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_motivo text := left('Cancelamento da venda ' || public.codigo_venda(new.numero) || ': ' || coalesce(new.motivo_cancelamento, ''), 500);
  v_titulo record;
  v_baixa record;
begin
  for v_titulo in
    select t.id from public.titulos t
     where t.origem = 'venda' and t.origem_id = new.id and t.cancelado_em is null
     order by t.id
       for update
  loop
    for v_baixa in select b.id from public.baixas b where b.titulo_id = v_titulo.id and b.estornada_em is null order by b.id loop
      perform public._estornar_baixa(v_baixa.id, v_motivo);
    end loop;
    update public.titulos
       set cancelado_em = coalesce(new.cancelada_em, now()), cancelado_por = new.cancelada_por, motivo_cancelamento = v_motivo,
           atualizado_em = now()
     where id = v_titulo.id;
  end loop;
  return null;
end $$;
create trigger vendas_canceladas_titulos after update of status on public.vendas
  for each row when (old.status = 'confirmada' and new.status = 'cancelada')
  execute function public.vendas_canceladas_titulos();

revoke execute on function public._titulos_do_pagamento(public.pagamentos_venda), public.pagamentos_venda_titulos(),
  public.vendas_canceladas_titulos() from public, anon, authenticated;

-- Backfill: the payments of sales confirmed before this migration (a fresh database has none).
do $$
declare
  v_pagamento public.pagamentos_venda;
begin
  for v_pagamento in
    select p.* from public.pagamentos_venda p join public.vendas v on v.id = p.venda_id
     where v.status = 'confirmada'
       and not exists (select 1 from public.titulos t where t.origem = 'venda' and t.origem_id = v.id)
     order by p.id
  loop
    perform public._titulos_do_pagamento(v_pagamento);
  end loop;
end $$;
