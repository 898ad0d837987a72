-- Vendas, part 3 (issue 24): what the staff screens read and the order they edit.
--
-- 1. Configuração: the shop's Pix key and the city the Pix code names (the BR Code requires one).
-- 2. vendas.busca: number, customer and CPF, lower case and accent-free, as every list searches
--    (shared-ui listQuery.ts). The customer's name lives in another table, so a trigger keeps it
--    (on the sale's insert and update, and when a cliente is renamed) instead of a generated column.
-- 3. vendas_pagina: one page of /vendas/vendas in one call (the movement list's shape, issue 23):
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
create index vendas_status_criada on public.vendas (status, criada_em desc, id desc);
create index vendas_origem_criada on public.vendas (origem, criada_em desc, id desc);

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
  end loop;

  execute 'select count(*) as total, coalesce(sum(v.total), 0) as valor,
                  coalesce(sum(v.total) filter (where v.status = ''confirmada''), 0) as valor_confirmado
             from public.vendas v where ' || v_filtro
     into v_resumo;
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
