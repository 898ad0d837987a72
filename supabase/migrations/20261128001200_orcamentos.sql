-- Orçamentos (issue 24, "/vendas/orcamento and /vendas/orcamento/novo"): real quotes for customers.
--
-- 1. orcamentos (numero shown as O-000123, customer or "Consumidor final", validity in days, the day it
--    holds until, money as a sale's) and itens_orcamento (product, grade, the line as quoted). RLS:
--    staff read; nobody writes them directly.
--    A quote's situação is never stored: 'aprovado' once a sale converted it (venda_id), 'expirado' past
--    valido_ate (a day in the shop's time zone, America/Sao_Paulo), else 'pendente' (DESIGN: deadlines
--    are decided at read time, no background job).
--    A quote reserves nothing and checks no stock: the sale made from it checks both.
-- 2. registrar_orcamento: lines priced by the database (as _linhas_venda, without stock), the discount
--    within the funcionário's limit (_conferir_desconto, the sale's words).
-- 3. orcamentos_pagina (the list, as vendas_pagina) and orcamento_detalhe (a quote's page and print, and
--    what the counter sale loads from it: each line's price today and what is available).
-- 4. vincular_orcamento_venda: "Converter em venda" opens the counter sale with the quote's lines; once
--    finalizar_venda has recorded the sale, the counter links the two. The one link is
--    orcamentos.venda_id (unique: a sale converts one quote, a quote one sale); the function refuses an
--    expired or already converted quote and a sale that is not a confirmed one.

-- 1. Tables -----------------------------------------------------------------------------------------------
create sequence public.orcamentos_numero_seq;

-- A quote's number as printed: O-000123.
create function public.codigo_orcamento(p_numero bigint) returns text
language sql immutable parallel safe
set search_path = ''
as $$ select 'O-' || lpad(p_numero::text, 6, '0') $$;

-- Today in the shop's time zone: a quote holds through the whole of its last day.
create function public._hoje_loja() returns date
language sql stable parallel safe
set search_path = ''
as $$ select (now() at time zone 'America/Sao_Paulo')::date $$;

create table public.orcamentos (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  numero bigint not null unique default nextval('public.orcamentos_numero_seq'),
  -- The register's customer; null is "Consumidor final".
  cliente_id bigint references public.clientes (id) on delete restrict,
  validade_dias integer not null default 7 check (validade_dias between 1 and 90),
  -- The last day the quote holds (the day it was made + validade_dias).
  valido_ate date not null,
  observacoes text check (char_length(observacoes) <= 1000),
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  desconto numeric(12, 2) not null default 0 check (desconto >= 0 and desconto <= subtotal),
  total numeric(12, 2) generated always as (subtotal - desconto) stored,
  criado_por bigint not null references public.usuarios (id),
  criado_em timestamptz not null default now(),
  -- The sale it became ("Converter em venda"): the quote is then aprovado.
  venda_id bigint unique references public.vendas (id) on delete restrict,
  convertido_em timestamptz,
  convertido_por bigint references public.usuarios (id),
  busca text not null default '',
  check ((venda_id is null) = (convertido_em is null) and (venda_id is null) = (convertido_por is null))
);
create index orcamentos_criado on public.orcamentos (criado_em desc, id desc);
-- Pendente and expirado are the unconverted ones, split by valido_ate.
create index orcamentos_abertos on public.orcamentos (valido_ate) where venda_id is null;
create index orcamentos_cliente on public.orcamentos (cliente_id) where cliente_id is not null;
create index orcamentos_busca_trgm on public.orcamentos using gin (busca extensions.gin_trgm_ops) with (fastupdate = off);

create table public.itens_orcamento (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  orcamento_id bigint not null references public.orcamentos (id) on delete cascade,
  -- A quote is a document, not a commitment: a product removed later leaves the line as quoted
  -- (descricao, price) without its product, and the product's deletion is not blocked by old quotes.
  produto_id bigint references public.produtos (id) on delete set null,
  grade_id bigint references public.grades_produto (id) on delete set null,
  descricao text not null check (char_length(descricao) between 1 and 300),
  quantidade integer not null check (quantidade between 1 and 9999),
  preco_unitario numeric(12, 2) not null check (preco_unitario >= 0),
  desconto numeric(12, 2) not null default 0 check (desconto >= 0 and desconto <= quantidade * preco_unitario),
  total numeric(12, 2) generated always as (quantidade * preco_unitario - desconto) stored
);
create index itens_orcamento_orcamento on public.itens_orcamento (orcamento_id);
create index itens_orcamento_produto on public.itens_orcamento (produto_id) where produto_id is not null;
create index itens_orcamento_grade on public.itens_orcamento (grade_id) where grade_id is not null;

-- The situação of a quote, the one place it is decided.
create function public.situacao_orcamento(p_venda_id bigint, p_valido_ate date) returns text
language sql stable parallel safe
set search_path = ''
as $$
  select case when p_venda_id is not null then 'aprovado'
              when p_valido_ate < public._hoje_loja() then 'expirado'
              else 'pendente' end
$$;

-- Search: number, customer and CPF, lower case and accent-free (as vendas.busca, migration 20261128000600).
create function public.orcamentos_busca() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_nome text;
  v_cpf text;
begin
  select c.nome, c.cpf into v_nome, v_cpf from public.clientes c where c.id = new.cliente_id;
  new.busca := public.f_unaccent(lower(concat_ws(' ',
    public.codigo_orcamento(new.numero), new.numero::text, v_nome, v_cpf, public.somente_digitos(v_cpf))));
  return new;
end $$;
create trigger orcamentos_busca before insert or update of cliente_id on public.orcamentos
  for each row execute function public.orcamentos_busca();

-- A renamed cliente is found by the new name in their quotes.
create function public.clientes_renomeia_orcamentos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.orcamentos o set cliente_id = o.cliente_id where o.cliente_id = new.id;
  return null;
end $$;
create trigger clientes_renomeia_orcamentos after update of nome, cpf on public.clientes
  for each row when (old.nome is distinct from new.nome or old.cpf is distinct from new.cpf)
  execute function public.clientes_renomeia_orcamentos();

-- RLS: staff read; every write through the functions below.
alter table public.orcamentos enable row level security;
alter table public.itens_orcamento enable row level security;
revoke all on public.orcamentos, public.itens_orcamento from anon, authenticated;
revoke all on sequence public.orcamentos_numero_seq from anon, authenticated;
grant select on public.orcamentos, public.itens_orcamento to authenticated;
create policy orcamentos_leitura on public.orcamentos for select to authenticated using ((select public.is_staff()));
create policy itens_orcamento_leitura on public.itens_orcamento for select to authenticated using ((select public.is_staff()));

-- 2. Recording a quote ------------------------------------------------------------------------------------
-- A quote's lines are checked and priced by _linhas_venda(p_itens, null, true): a sale's checks and words, without stock.

-- p_itens as finalizar_venda's; p_desconto: the discount on the whole quote; p_validade_dias: 1 to 90.
-- Returns {id, numero, codigo, total, valido_ate}. Refusals in Portuguese (22023/P0001/42501, with a
-- hint naming the field), writing nothing.
create function public.registrar_orcamento(
  p_itens jsonb,
  p_cliente_id bigint default null,
  p_desconto numeric default 0,
  p_validade_dias integer default 7,
  p_observacoes text default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_usuario bigint;
  v_orcamento public.orcamentos;
  v_bruto numeric;
  v_descontos numeric;
  v_linhas jsonb;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para registrar orçamentos.' using errcode = '42501';
  end if;
  v_usuario := public.current_usuario_id();
  if p_desconto is null or p_desconto < 0 or p_desconto <> round(p_desconto, 2) then
    raise exception 'Informe um desconto válido.' using errcode = '22023', hint = 'desconto';
  end if;
  if p_validade_dias is null or p_validade_dias not between 1 and 90 then
    raise exception 'A validade vai de 1 a 90 dias.' using errcode = '22023', hint = 'validade_dias';
  end if;
  if p_cliente_id is not null and not exists (select 1 from public.clientes c where c.id = p_cliente_id and c.ativo) then
    raise exception 'Cliente não encontrado ou inativo.' using errcode = '22023', hint = 'cliente_id';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;

  select coalesce(sum(l.quantidade * l.preco_unitario), 0), coalesce(sum(l.desconto), 0),
         jsonb_agg(to_jsonb(l) order by l.ordem)
    into v_bruto, v_descontos, v_linhas
    from public._linhas_venda(p_itens, null, true) with ordinality as l(produto_id, grade_id, quantidade, preco_unitario, custo_unitario, desconto, descricao, ordem);
  if p_desconto > v_bruto - v_descontos then
    raise exception 'O desconto passa do valor do orçamento.' using errcode = '22023', hint = 'desconto';
  end if;
  perform public._conferir_desconto(v_bruto, v_descontos + p_desconto);

  insert into public.orcamentos (cliente_id, validade_dias, valido_ate, observacoes, subtotal, desconto, criado_por)
  values (p_cliente_id, p_validade_dias, public._hoje_loja() + p_validade_dias, nullif(btrim(coalesce(p_observacoes, '')), ''),
          v_bruto - v_descontos, p_desconto, v_usuario)
  returning * into v_orcamento;
  insert into public.itens_orcamento (orcamento_id, produto_id, grade_id, quantidade, preco_unitario, desconto, descricao)
  select v_orcamento.id, r.produto_id, r.grade_id, r.quantidade, r.preco_unitario, r.desconto, r.descricao
    from jsonb_to_recordset(v_linhas) as r(produto_id bigint, grade_id bigint, quantidade integer, preco_unitario numeric,
                                            desconto numeric, descricao text, ordem bigint)
   order by r.ordem;
  return jsonb_build_object('id', v_orcamento.id, 'numero', v_orcamento.numero, 'codigo', public.codigo_orcamento(v_orcamento.numero),
                            'total', v_orcamento.total, 'valido_ate', v_orcamento.valido_ate);
end $$;
comment on function public.registrar_orcamento(jsonb, bigint, numeric, integer, text) is
  'A quote: lines priced by the database, no stock reserved or checked; valid through today + p_validade_dias (São Paulo).';
revoke execute on function public.registrar_orcamento(jsonb, bigint, numeric, integer, text) from public, anon;
grant execute on function public.registrar_orcamento(jsonb, bigint, numeric, integer, text) to authenticated;

-- 3. The list and a quote's page ---------------------------------------------------------------------------
-- p_status: pendente, aprovado, expirado, or null for all. Returns {total, valor, valor_aprovado,
-- linhas[]}: the count and the money of every filtered quote (valor_aprovado: of the converted ones),
-- and the page newest first.
create function public.orcamentos_pagina(
  p_busca text default '',
  p_status text default null,
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
  v_hoje date := public._hoje_loja();
  v_resumo record;
  v_ids bigint[];
  v_linhas jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver os orçamentos' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('pendente', 'aprovado', 'expirado') then
    raise exception 'Situação de orçamento inválida.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;

  v_filtro := v_filtro || case p_status
    when 'pendente' then format(' and o.venda_id is null and o.valido_ate >= %L::date', v_hoje)
    when 'expirado' then format(' and o.venda_id is null and o.valido_ate < %L::date', v_hoje)
    when 'aprovado' then ' and o.venda_id is not null'
    else '' end;
  for v_palavra in
    select distinct w
      from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
     where w <> ''
  loop
    v_filtro := v_filtro || format(' and o.busca like %L', '%' || v_palavra || '%');
  end loop;

  execute 'select count(*) as total, coalesce(sum(o.total), 0) as valor,
                  coalesce(sum(o.total) filter (where o.venda_id is not null), 0) as valor_aprovado
             from public.orcamentos o where ' || v_filtro
     into v_resumo;
  if v_resumo.total > v_offset then
    execute format('select array(select o.id from public.orcamentos o where %s order by o.criado_em desc, o.id desc limit %s offset %s)',
                   v_filtro, p_por_pagina, v_offset)
       into v_ids;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', o.id,
           'numero', o.numero,
           'codigo', public.codigo_orcamento(o.numero),
           'situacao', public.situacao_orcamento(o.venda_id, o.valido_ate),
           'cliente_nome', c.nome,
           'itens', (select coalesce(sum(i.quantidade), 0) from public.itens_orcamento i where i.orcamento_id = o.id),
           'total', o.total,
           'criado_em', o.criado_em,
           'valido_ate', o.valido_ate
         ) order by x.n), '[]'::jsonb)
    into v_linhas
    from unnest(v_ids) with ordinality as x(id, n)
    join public.orcamentos o on o.id = x.id
    left join public.clientes c on c.id = o.cliente_id;

  return jsonb_build_object('total', v_resumo.total, 'valor', v_resumo.valor, 'valor_aprovado', v_resumo.valor_aprovado,
                            'linhas', v_linhas);
end $$;
comment on function public.orcamentos_pagina(text, text, integer, integer) is
  'One page of the quotes list for staff: {total, valor, valor_aprovado, linhas[]} newest first; every search word in busca.';
revoke execute on function public.orcamentos_pagina(text, text, integer, integer) from public, anon;
grant execute on function public.orcamentos_pagina(text, text, integer, integer) to authenticated;

-- A quote's page and print. Each line also says what the counter sale needs to sell it today:
-- vendavel (product active, grade still there), preco_atual and disponivel (estoque − what pending
-- orders reserve). Staff only; null when the quote does not exist.
create function public.orcamento_detalhe(p_id bigint) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_orcamento public.orcamentos;
  v_cliente public.clientes;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver os orçamentos' using errcode = '42501';
  end if;
  select * into v_orcamento from public.orcamentos where id = p_id;
  if not found then
    return null;
  end if;
  select * into v_cliente from public.clientes where id = v_orcamento.cliente_id;
  return jsonb_build_object(
    'orcamento', to_jsonb(v_orcamento) - 'busca' || jsonb_build_object(
      'codigo', public.codigo_orcamento(v_orcamento.numero),
      'situacao', public.situacao_orcamento(v_orcamento.venda_id, v_orcamento.valido_ate),
      'cliente_nome', v_cliente.nome,
      'cliente_cpf', v_cliente.cpf,
      'cliente_telefone', v_cliente.telefone,
      'criado_por_nome', (select u.nome from public.usuarios u where u.id = v_orcamento.criado_por),
      'venda_codigo', (select public.codigo_venda(v.numero) from public.vendas v where v.id = v_orcamento.venda_id)
    ),
    'itens', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'produto_id', i.produto_id, 'grade_id', i.grade_id, 'descricao', i.descricao,
               'quantidade', i.quantidade, 'preco_unitario', i.preco_unitario, 'desconto', i.desconto, 'total', i.total,
               'vendavel', v.vendavel,
               'preco_atual', case when v.vendavel then p.preco_venda end,
               'disponivel', case when v.vendavel
                                  then greatest(coalesce(g.estoque_atual, p.estoque_atual) - public._reservado(i.produto_id, i.grade_id), 0) end
             ) order by i.id)
        from public.itens_orcamento i
        left join public.produtos p on p.id = i.produto_id
        left join public.grades_produto g on g.id = i.grade_id
        cross join lateral (
          select coalesce(p.ativo, false)
                 and (i.grade_id is not null
                      or not exists (select 1 from public.grades_produto x where x.produto_id = i.produto_id)) as vendavel
        ) v
       where i.orcamento_id = v_orcamento.id), '[]'::jsonb)
  );
end $$;
revoke execute on function public.orcamento_detalhe(bigint) from public, anon;
grant execute on function public.orcamento_detalhe(bigint) to authenticated;

-- 4. Converting ---------------------------------------------------------------------------------------------
-- After finalizar_venda recorded the sale the counter made from a quote: the quote becomes aprovado.
-- Refuses an expired or already converted quote, and a sale that is not confirmed or already approves
-- another quote. Returns {id, codigo, situacao, venda_id, venda_codigo}.
create function public.vincular_orcamento_venda(p_orcamento_id bigint, p_venda_id bigint) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_orcamento public.orcamentos;
  v_venda public.vendas;
  v_outro bigint;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para converter orçamentos.' using errcode = '42501';
  end if;
  select * into v_orcamento from public.orcamentos where id = p_orcamento_id for update;
  if not found then
    raise exception 'Orçamento não encontrado.' using errcode = 'P0001';
  end if;
  if v_orcamento.venda_id is not null then
    raise exception 'O orçamento % já foi convertido na venda %.', public.codigo_orcamento(v_orcamento.numero),
      (select public.codigo_venda(v.numero) from public.vendas v where v.id = v_orcamento.venda_id)
      using errcode = 'P0001', hint = 'convertido';
  end if;
  if v_orcamento.valido_ate < public._hoje_loja() then
    raise exception 'O orçamento % venceu em %.', public.codigo_orcamento(v_orcamento.numero), to_char(v_orcamento.valido_ate, 'DD/MM/YYYY')
      using errcode = 'P0001', hint = 'expirado';
  end if;
  select * into v_venda from public.vendas where id = p_venda_id;
  if not found then
    raise exception 'Venda não encontrada.' using errcode = 'P0001';
  end if;
  if v_venda.status <> 'confirmada' then
    raise exception 'Só uma venda confirmada aprova um orçamento.' using errcode = 'P0001';
  end if;
  select o.numero into v_outro from public.orcamentos o where o.venda_id = v_venda.id;
  if found then
    raise exception 'A venda % já aprovou o orçamento %.', public.codigo_venda(v_venda.numero), public.codigo_orcamento(v_outro)
      using errcode = 'P0001';
  end if;

  update public.orcamentos
     set venda_id = v_venda.id, convertido_em = now(), convertido_por = public.current_usuario_id()
   where id = v_orcamento.id
  returning * into v_orcamento;
  return jsonb_build_object('id', v_orcamento.id, 'codigo', public.codigo_orcamento(v_orcamento.numero),
                            'situacao', public.situacao_orcamento(v_orcamento.venda_id, v_orcamento.valido_ate),
                            'venda_id', v_venda.id, 'venda_codigo', public.codigo_venda(v_venda.numero));
end $$;
revoke execute on function public.vincular_orcamento_venda(bigint, bigint) from public, anon;
grant execute on function public.vincular_orcamento_venda(bigint, bigint) to authenticated;
