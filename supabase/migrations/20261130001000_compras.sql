-- Compras (issue 27): orçamento de compra → pedido de compra → recebimento, the weighted average cost and
-- the títulos a pagar of each receipt.
--
-- 1. compras: one row per orçamento de compra (OC-000123) to a fornecedor. Its situacao is the one column
--    both documents read: 'pendente' and 'rejeitado' (the quote), then "Aprovar" turns the same row into a
--    pedido de compra: 'aberto', 'parcial' (some units received), 'recebido', 'cancelado'. The quote's
--    status shown is Pendente / Aprovado (any pedido state) / Rejeitado (spec 001 §4 colours).
--    itens_compra: the colour × size grid of each product, one row per cell (cor/tamanho null for a product
--    without grades), quantity and unit cost; grade_id is the grade when it exists (a receipt creates the
--    grades the order named that do not exist yet). quantidade_recebida is kept by the receipts.
-- 2. recebimentos_compra / itens_recebimento: each receipt, per cell; a receipt of more than was ordered is
--    refused unless the call says p_receber_a_mais (then recorded on the receipt and the line).
-- 3. custos_historico: the weighted average cost (produtos.preco_compra) after every receipt, and after any
--    other change of preco_compra (the product form), with the stock and cost before.
-- 4. Functions (security definer, can_write(), Portuguese refusals with errcode and hint, writing nothing on
--    a refusal): salvar_compra, aprovar_compra, rejeitar_compra, cancelar_compra, receber_compra;
--    readers compras_pagina, compra_detalhe, ordem_fornecimento. Locks: the compra, then its products in id
--    order (_bloquear_produtos), as the sale functions lock the sale and then its products.
-- 5. movimentacoes_estoque.compra_id → compras(id); a receipt's movements cannot be edited by hand.

-- 1. Tables -----------------------------------------------------------------------------------------------
create sequence public.compras_numero_seq;

-- A purchase's number as printed: OC-000123.
create function public.codigo_compra(p_numero bigint) returns text
language sql immutable parallel safe
set search_path = ''
as $$ select 'OC-' || lpad(p_numero::text, 6, '0') $$;

create table public.compras (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  numero bigint not null unique default nextval('public.compras_numero_seq'),
  fornecedor_id bigint not null references public.fornecedores (id) on delete restrict,
  situacao text not null default 'pendente'
    check (situacao in ('pendente', 'rejeitado', 'aberto', 'parcial', 'recebido', 'cancelado')),
  observacoes text check (char_length(observacoes) <= 1000),
  -- Sum of the lines (quantidade × custo_unitario), computed by the database on every save.
  total numeric(12, 2) not null default 0 check (total >= 0),
  criado_por bigint not null references public.usuarios (id),
  criado_em timestamptz not null default now(),
  atualizado_em timestamptz not null default now(),
  aprovado_em timestamptz,
  aprovado_por bigint references public.usuarios (id),
  rejeitado_em timestamptz,
  rejeitado_por bigint references public.usuarios (id),
  cancelado_em timestamptz,
  cancelado_por bigint references public.usuarios (id),
  motivo text check (char_length(motivo) <= 500),
  busca text not null default '',
  check ((aprovado_em is null) = (situacao in ('pendente', 'rejeitado')))
);
create index compras_criado on public.compras (criado_em desc, id desc);
create index compras_situacao on public.compras (situacao, criado_em desc, id desc);
create index compras_fornecedor on public.compras (fornecedor_id);
create index compras_abertas on public.compras (fornecedor_id, id) where situacao in ('aberto', 'parcial');
create index compras_busca_trgm on public.compras using gin (busca extensions.gin_trgm_ops) with (fastupdate = off);

create table public.itens_compra (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  compra_id bigint not null references public.compras (id) on delete cascade,
  produto_id bigint not null references public.produtos (id) on delete restrict,
  grade_id bigint references public.grades_produto (id) on delete set null,
  cor text check (char_length(btrim(cor)) between 1 and 60),
  tamanho text check (char_length(btrim(tamanho)) between 1 and 20),
  quantidade integer not null check (quantidade between 1 and 99999),
  custo_unitario numeric(12, 2) not null check (custo_unitario >= 0),
  total numeric(12, 2) generated always as (quantidade * custo_unitario) stored,
  quantidade_recebida integer not null default 0 check (quantidade_recebida >= 0),
  check ((cor is null) = (tamanho is null))
);
create index itens_compra_compra on public.itens_compra (compra_id);
create index itens_compra_produto on public.itens_compra (produto_id);
create index itens_compra_grade on public.itens_compra (grade_id) where grade_id is not null;
create unique index itens_compra_celula on public.itens_compra (compra_id, produto_id, lower(coalesce(cor, '')), lower(coalesce(tamanho, '')));

create table public.recebimentos_compra (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  compra_id bigint not null references public.compras (id) on delete restrict,
  -- 1, 2, ... within the order.
  sequencia integer not null,
  recebido_em timestamptz not null default now(),
  recebido_por bigint not null references public.usuarios (id),
  -- The person confirmed "receber a mais": some line received more than was ordered.
  a_mais boolean not null default false,
  total numeric(12, 2) not null check (total >= 0),
  observacoes text check (char_length(observacoes) <= 1000),
  unique (compra_id, sequencia)
);

create table public.itens_recebimento (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  recebimento_id bigint not null references public.recebimentos_compra (id) on delete cascade,
  item_compra_id bigint not null references public.itens_compra (id) on delete restrict,
  produto_id bigint not null references public.produtos (id) on delete restrict,
  grade_id bigint references public.grades_produto (id) on delete set null,
  quantidade integer not null check (quantidade between 1 and 99999),
  -- The units of this receipt beyond what the line still had to receive.
  quantidade_a_mais integer not null default 0 check (quantidade_a_mais between 0 and quantidade),
  custo_unitario numeric(12, 2) not null check (custo_unitario >= 0),
  movimentacao_id bigint references public.movimentacoes_estoque (id) on delete restrict
);
create index itens_recebimento_recebimento on public.itens_recebimento (recebimento_id);
create index itens_recebimento_item on public.itens_recebimento (item_compra_id);

-- The weighted average cost's history: every change of produtos.preco_compra.
create table public.custos_historico (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  produto_id bigint not null references public.produtos (id) on delete cascade,
  -- 'Compra' (a receipt: the stock and cost before, the units and their cost) or 'Alteração manual'.
  motivo text not null check (motivo in ('Compra', 'Alteração manual')),
  compra_id bigint references public.compras (id) on delete set null,
  recebimento_id bigint references public.recebimentos_compra (id) on delete set null,
  estoque_anterior integer,
  custo_anterior numeric(12, 2),
  quantidade integer,
  custo_unitario numeric(12, 2),
  custo_novo numeric(12, 2) not null,
  alterado_em timestamptz not null default now(),
  alterado_por bigint references public.usuarios (id)
);
create index custos_historico_produto on public.custos_historico (produto_id, alterado_em desc, id desc);

-- Every existing cost as a first row, so the history starts where the product is.
insert into public.custos_historico (produto_id, motivo, custo_novo, alterado_em)
select p.id, 'Alteração manual', p.preco_compra, p.created_at from public.produtos p where p.preco_compra > 0;

-- A change of preco_compra outside a receipt (the product form, SQL) is recorded too; receber_compra
-- writes its own rows (with the figures) and says so with the transaction-local loja.custo_compra.
create function public.produtos_registra_custo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('loja.custo_compra', true), '') = '' then
    insert into public.custos_historico (produto_id, motivo, estoque_anterior, custo_anterior, custo_novo, alterado_por)
    values (new.id, 'Alteração manual', old.estoque_atual, old.preco_compra, new.preco_compra, public.current_usuario_id());
  end if;
  return null;
end $$;
create trigger produtos_registra_custo after update of preco_compra on public.produtos
  for each row when (old.preco_compra is distinct from new.preco_compra) execute function public.produtos_registra_custo();

-- Search: number, supplier name and CNPJ, lower case and accent-free.
create function public.compras_busca() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_nome text;
  v_cnpj text;
begin
  select f.nome, f.cnpj into v_nome, v_cnpj from public.fornecedores f where f.id = new.fornecedor_id;
  new.busca := public.f_unaccent(lower(concat_ws(' ',
    public.codigo_compra(new.numero), new.numero::text, v_nome, v_cnpj, public.somente_digitos(v_cnpj))));
  return new;
end $$;
create trigger compras_busca before insert or update of fornecedor_id on public.compras
  for each row execute function public.compras_busca();

create function public.fornecedores_renomeia_compras() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.compras c set fornecedor_id = c.fornecedor_id where c.fornecedor_id = new.id;
  return null;
end $$;
create trigger fornecedores_renomeia_compras after update of nome, cnpj on public.fornecedores
  for each row when (old.nome is distinct from new.nome or old.cnpj is distinct from new.cnpj)
  execute function public.fornecedores_renomeia_compras();

-- The ledger points at the order; a receipt's movement is not edited or deleted by hand.
alter table public.movimentacoes_estoque
  add constraint movimentacoes_estoque_compra_fk foreign key (compra_id) references public.compras (id) on delete restrict;
create function public.movimentacoes_protege_compra() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Esta movimentação é do recebimento de uma compra e não pode ser alterada.' using errcode = 'P0001';
end $$;
create trigger movimentacoes_protege_compra before update or delete on public.movimentacoes_estoque
  for each row when (old.compra_id is not null) execute function public.movimentacoes_protege_compra();

revoke execute on function public.compras_busca(), public.fornecedores_renomeia_compras(), public.produtos_registra_custo(),
  public.movimentacoes_protege_compra() from public, anon, authenticated;

-- RLS: staff read; every write through the functions below.
alter table public.compras enable row level security;
alter table public.itens_compra enable row level security;
alter table public.recebimentos_compra enable row level security;
alter table public.itens_recebimento enable row level security;
alter table public.custos_historico enable row level security;
revoke all on public.compras, public.itens_compra, public.recebimentos_compra, public.itens_recebimento,
  public.custos_historico from anon, authenticated;
revoke all on sequence public.compras_numero_seq from anon, authenticated;
grant select on public.compras, public.itens_compra, public.recebimentos_compra, public.itens_recebimento,
  public.custos_historico to authenticated;
create policy compras_leitura on public.compras for select to authenticated using ((select public.is_staff()));
create policy itens_compra_leitura on public.itens_compra for select to authenticated using ((select public.is_staff()));
create policy recebimentos_compra_leitura on public.recebimentos_compra for select to authenticated using ((select public.is_staff()));
create policy itens_recebimento_leitura on public.itens_recebimento for select to authenticated using ((select public.is_staff()));
create policy custos_historico_leitura on public.custos_historico for select to authenticated using ((select public.is_staff()));

-- 2. Helpers ------------------------------------------------------------------------------------------------
-- The words a person reads for a situação.
create function public._situacao_compra_texto(p_situacao text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case p_situacao when 'pendente' then 'Pendente' when 'rejeitado' then 'Rejeitado' when 'aberto' then 'Em aberto'
                         when 'parcial' then 'Parcialmente recebido' when 'recebido' then 'Recebido' when 'cancelado' then 'Cancelado' end
$$;

-- The compra, locked; refuses an unknown id.
create function public._compra_travada(p_id bigint) returns public.compras
language plpgsql security definer
set search_path = ''
as $$
declare
  v_compra public.compras;
begin
  select * into v_compra from public.compras where id = p_id for update;
  if not found then
    raise exception 'Orçamento de compra não encontrado.' using errcode = 'P0001';
  end if;
  return v_compra;
end $$;

-- A line's name as the refusals say it: "Biquíni Lua (Azul/M)".
create function public._nome_celula(p_nome text, p_cor text, p_tamanho text) returns text
language sql immutable parallel safe
set search_path = ''
as $$ select case when p_cor is null then p_nome else format('%s (%s/%s)', p_nome, p_cor, p_tamanho) end $$;

-- 3. Writing a quote ----------------------------------------------------------------------------------------
-- p_itens: [{produto_id, cor?, tamanho?, quantidade, custo_unitario}], one per cell of each product's grid
-- (cor and tamanho both or neither: neither for a product without grades). p_id null: a new quote;
-- otherwise the quote, still pendente, is replaced. Returns {id, numero, codigo, total}.
create function public.salvar_compra(
  p_fornecedor_id bigint,
  p_itens jsonb,
  p_observacoes text default null,
  p_id bigint default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_usuario bigint;
  v_compra public.compras;
  v_linha record;
  v_total numeric;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para registrar compras.' using errcode = '42501';
  end if;
  v_usuario := public.current_usuario_id();
  if p_fornecedor_id is null then
    raise exception 'Escolha o fornecedor.' using errcode = '22023', hint = 'fornecedor_id';
  end if;
  if not exists (select 1 from public.fornecedores f where f.id = p_fornecedor_id and f.ativo) then
    raise exception 'Fornecedor não encontrado ou inativo.' using errcode = '22023', hint = 'fornecedor_id';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;
  if p_itens is null or jsonb_typeof(p_itens) <> 'array' or jsonb_array_length(p_itens) = 0 then
    raise exception 'Adicione pelo menos um produto com quantidade ao orçamento de compra.' using errcode = '22023', hint = 'itens';
  end if;
  if jsonb_array_length(p_itens) > 2000 then
    raise exception 'Um orçamento de compra aceita no máximo 2000 células.' using errcode = '22023', hint = 'itens';
  end if;
  if exists (select 1 from jsonb_array_elements(p_itens) e
              where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'produto_id', '') !~ '^[0-9]{1,18}$') then
    raise exception 'Selecione o produto de cada item.' using errcode = '22023', hint = 'itens';
  end if;

  if p_id is not null then
    v_compra := public._compra_travada(p_id);
    if v_compra.situacao <> 'pendente' then
      raise exception 'O orçamento % está %: só um orçamento pendente pode ser alterado.',
        public.codigo_compra(v_compra.numero), lower(public._situacao_compra_texto(v_compra.situacao))
        using errcode = 'P0001', hint = 'situacao';
    end if;
  end if;

  -- Each cell checked in the order given, with the product's name in the message.
  for v_linha in
    select x.ordem, p.id as produto_id, p.nome, nullif(btrim(x.e ->> 'cor'), '') as cor, nullif(btrim(x.e ->> 'tamanho'), '') as tamanho,
           x.e ->> 'quantidade' as quantidade, x.e ->> 'custo_unitario' as custo,
           exists (select 1 from public.grades_produto g where g.produto_id = p.id) as tem_grades, p.estoque_atual
      from jsonb_array_elements(p_itens) with ordinality as x(e, ordem)
      left join public.produtos p on p.id = (x.e ->> 'produto_id')::bigint
     order by x.ordem
  loop
    if v_linha.produto_id is null then
      raise exception 'Produto não encontrado.' using errcode = '22023', hint = 'itens';
    end if;
    if (v_linha.cor is null) <> (v_linha.tamanho is null) then
      raise exception 'Informe a cor e o tamanho de %.', v_linha.nome using errcode = '22023', hint = 'itens';
    end if;
    if v_linha.cor is null and v_linha.tem_grades then
      raise exception 'Informe a cor e o tamanho de %: o estoque deste produto é controlado por grade.', v_linha.nome
        using errcode = '22023', hint = 'itens';
    end if;
    if v_linha.cor is not null and not v_linha.tem_grades and v_linha.estoque_atual > 0 then
      raise exception 'O produto % tem estoque sem grade: cadastre as grades dele antes de comprar por cor e tamanho.', v_linha.nome
        using errcode = '22023', hint = 'itens';
    end if;
    if char_length(coalesce(v_linha.cor, '')) > 60 or char_length(coalesce(v_linha.tamanho, '')) > 20 then
      raise exception 'Cor (até 60 caracteres) ou tamanho (até 20) longo demais em %.', v_linha.nome using errcode = '22023', hint = 'itens';
    end if;
    if (case when coalesce(v_linha.quantidade, '') ~ '^\s*[0-9]{1,5}\s*$' then v_linha.quantidade::integer not between 1 and 99999 else true end) then
      raise exception 'A quantidade de % deve ser de 1 a 99999.', public._nome_celula(v_linha.nome, v_linha.cor, v_linha.tamanho)
        using errcode = '22023', hint = 'quantidade';
    end if;
    if coalesce(v_linha.custo, '') !~ '^\s*[0-9]{1,10}(\.[0-9]{1,2})?\s*$' then
      raise exception 'Informe o custo unitário de %.', public._nome_celula(v_linha.nome, v_linha.cor, v_linha.tamanho)
        using errcode = '22023', hint = 'custo_unitario';
    end if;
  end loop;

  select l.nome, l.cor, l.tamanho into v_linha
    from (select p.nome, nullif(btrim(e ->> 'cor'), '') as cor, nullif(btrim(e ->> 'tamanho'), '') as tamanho,
                 count(*) over (partition by p.id, lower(coalesce(nullif(btrim(e ->> 'cor'), ''), '')),
                                             lower(coalesce(nullif(btrim(e ->> 'tamanho'), ''), ''))) as n
            from jsonb_array_elements(p_itens) e
            join public.produtos p on p.id = (e ->> 'produto_id')::bigint) l
   where l.n > 1
   limit 1;
  if found then
    raise exception '% aparece duas vezes no orçamento.', public._nome_celula(v_linha.nome, v_linha.cor, v_linha.tamanho)
      using errcode = '22023', hint = 'itens';
  end if;

  select sum((e ->> 'quantidade')::integer * round((e ->> 'custo_unitario')::numeric, 2)) into v_total from jsonb_array_elements(p_itens) e;
  if v_total >= 10000000000 then
    raise exception 'O total do orçamento é grande demais.' using errcode = '22023', hint = 'itens';
  end if;

  if p_id is null then
    insert into public.compras (fornecedor_id, observacoes, total, criado_por)
    values (p_fornecedor_id, nullif(btrim(coalesce(p_observacoes, '')), ''), v_total, v_usuario)
    returning * into v_compra;
  else
    delete from public.itens_compra where compra_id = v_compra.id;
    update public.compras
       set fornecedor_id = p_fornecedor_id, observacoes = nullif(btrim(coalesce(p_observacoes, '')), ''), total = v_total,
           atualizado_em = now()
     where id = v_compra.id
    returning * into v_compra;
  end if;

  insert into public.itens_compra (compra_id, produto_id, grade_id, cor, tamanho, quantidade, custo_unitario)
  select v_compra.id, p.id, g.id, x.cor, x.tamanho, x.quantidade, x.custo
    from (select (e ->> 'produto_id')::bigint as produto_id, nullif(btrim(e ->> 'cor'), '') as cor,
                 nullif(btrim(e ->> 'tamanho'), '') as tamanho, (e ->> 'quantidade')::integer as quantidade,
                 round((e ->> 'custo_unitario')::numeric, 2) as custo, ordem
            from jsonb_array_elements(p_itens) with ordinality as t(e, ordem)) x
    join public.produtos p on p.id = x.produto_id
    left join public.grades_produto g on g.produto_id = p.id and lower(g.cor) = lower(x.cor) and lower(g.tamanho) = lower(x.tamanho)
   order by x.ordem;

  return jsonb_build_object('id', v_compra.id, 'numero', v_compra.numero, 'codigo', public.codigo_compra(v_compra.numero),
                            'total', v_compra.total);
end $$;
comment on function public.salvar_compra(bigint, jsonb, text, bigint) is
  'A purchase quote (new, or a pendente one replaced): one line per grid cell, total computed by the database.';

-- "Aprovar": the pendente quote becomes a pedido de compra em aberto.
create function public.aprovar_compra(p_id bigint) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_compra public.compras;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para aprovar compras.' using errcode = '42501';
  end if;
  v_compra := public._compra_travada(p_id);
  if v_compra.situacao <> 'pendente' then
    raise exception 'O orçamento % está %: só um orçamento pendente pode ser aprovado.',
      public.codigo_compra(v_compra.numero), lower(public._situacao_compra_texto(v_compra.situacao))
      using errcode = 'P0001', hint = 'situacao';
  end if;
  update public.compras
     set situacao = 'aberto', aprovado_em = now(), aprovado_por = public.current_usuario_id(), atualizado_em = now()
   where id = v_compra.id
  returning * into v_compra;
  return jsonb_build_object('id', v_compra.id, 'codigo', public.codigo_compra(v_compra.numero), 'situacao', v_compra.situacao);
end $$;

-- "Rejeitar": the pendente quote is kept, rejected, with an optional reason.
create function public.rejeitar_compra(p_id bigint, p_motivo text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_compra public.compras;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para rejeitar compras.' using errcode = '42501';
  end if;
  if char_length(coalesce(p_motivo, '')) > 500 then
    raise exception 'O motivo aceita no máximo 500 caracteres.' using errcode = '22023', hint = 'motivo';
  end if;
  v_compra := public._compra_travada(p_id);
  if v_compra.situacao <> 'pendente' then
    raise exception 'O orçamento % está %: só um orçamento pendente pode ser rejeitado.',
      public.codigo_compra(v_compra.numero), lower(public._situacao_compra_texto(v_compra.situacao))
      using errcode = 'P0001', hint = 'situacao';
  end if;
  update public.compras
     set situacao = 'rejeitado', rejeitado_em = now(), rejeitado_por = public.current_usuario_id(),
         motivo = nullif(btrim(coalesce(p_motivo, '')), ''), atualizado_em = now()
   where id = v_compra.id
  returning * into v_compra;
  return jsonb_build_object('id', v_compra.id, 'codigo', public.codigo_compra(v_compra.numero), 'situacao', v_compra.situacao);
end $$;

-- "Cancelar pedido": what was not received will not come (what was received stays in stock).
create function public.cancelar_compra(p_id bigint, p_motivo text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_compra public.compras;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para cancelar compras.' using errcode = '42501';
  end if;
  if nullif(btrim(coalesce(p_motivo, '')), '') is null then
    raise exception 'Informe o motivo do cancelamento.' using errcode = '22023', hint = 'motivo';
  end if;
  if char_length(p_motivo) > 500 then
    raise exception 'O motivo aceita no máximo 500 caracteres.' using errcode = '22023', hint = 'motivo';
  end if;
  v_compra := public._compra_travada(p_id);
  if v_compra.situacao not in ('aberto', 'parcial') then
    raise exception 'O pedido % está %: só um pedido em aberto ou parcialmente recebido pode ser cancelado.',
      public.codigo_compra(v_compra.numero), lower(public._situacao_compra_texto(v_compra.situacao))
      using errcode = 'P0001', hint = 'situacao';
  end if;
  update public.compras
     set situacao = 'cancelado', cancelado_em = now(), cancelado_por = public.current_usuario_id(),
         motivo = btrim(p_motivo), atualizado_em = now()
   where id = v_compra.id
  returning * into v_compra;
  return jsonb_build_object('id', v_compra.id, 'codigo', public.codigo_compra(v_compra.numero), 'situacao', v_compra.situacao);
end $$;

-- 4. Recebimento ----------------------------------------------------------------------------------------------
-- p_itens: [{item_id, quantidade}] (the cells that arrived, quantity > 0). p_receber_a_mais: the person
-- confirmed receiving more than a cell still had to receive. p_parcelas: the títulos a pagar of this
-- receipt: null = one installment of the receipt's total due in 30 days (fornecedores have no payment
-- terms field yet); [] = none; else [{vencimento: 'yyyy-MM-dd', valor}] that add up to the receipt's total.
-- One transaction: the grades the order named that do not exist yet, the ledger entries (motivo Compra,
-- compra_id, at the line's unit cost), the weighted average cost of each product, the receipt, the
-- order's situação and the títulos. Returns {recebimento_id, sequencia, situacao, total, itens:
-- [{grade_id, produto_id, quantidade}], titulos: [{id, parcela, vencimento, valor}]}.
create function public.receber_compra(
  p_id bigint,
  p_itens jsonb,
  p_receber_a_mais boolean default false,
  p_parcelas jsonb default null,
  p_observacoes text default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_usuario bigint;
  v_compra public.compras;
  v_linha record;
  v_recebimento public.recebimentos_compra;
  v_total numeric;
  v_a_mais boolean;
  v_parcelas jsonb;
  v_soma numeric;
  v_n integer;
  v_titulo public.titulos;
  v_grupo bigint;
  v_titulos jsonb := '[]'::jsonb;
  v_itens jsonb;
  v_codigo text;
  k integer;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para receber compras.' using errcode = '42501';
  end if;
  v_usuario := public.current_usuario_id();
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;
  if p_itens is null or jsonb_typeof(p_itens) <> 'array'
     or exists (select 1 from jsonb_array_elements(p_itens) e
                 where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'item_id', '') !~ '^[0-9]{1,18}$'
                    or coalesce(e ->> 'quantidade', '') !~ '^\s*[0-9]{1,5}\s*$') then
    raise exception 'Informe a quantidade recebida de cada item (de 0 a 99999).' using errcode = '22023', hint = 'itens';
  end if;
  if not exists (select 1 from jsonb_array_elements(p_itens) e where (e ->> 'quantidade')::integer > 0) then
    raise exception 'Informe o que chegou: pelo menos uma quantidade maior que zero.' using errcode = '22023', hint = 'itens';
  end if;
  if (select count(*) <> count(distinct e ->> 'item_id') from jsonb_array_elements(p_itens) e) then
    raise exception 'Um item aparece duas vezes no recebimento.' using errcode = '22023', hint = 'itens';
  end if;

  -- Locks: the order, then its products in id order (as the sales lock the sale, then its products).
  v_compra := public._compra_travada(p_id);
  v_codigo := public.codigo_compra(v_compra.numero);
  if v_compra.situacao not in ('aberto', 'parcial') then
    raise exception 'O pedido % está %: só um pedido em aberto ou parcialmente recebido recebe mercadorias.',
      v_codigo, lower(public._situacao_compra_texto(v_compra.situacao))
      using errcode = 'P0001', hint = 'situacao';
  end if;
  if exists (select 1 from jsonb_array_elements(p_itens) e
              where not exists (select 1 from public.itens_compra i where i.id = (e ->> 'item_id')::bigint and i.compra_id = v_compra.id)) then
    raise exception 'Um dos itens não é deste pedido.' using errcode = '22023', hint = 'itens';
  end if;
  perform public._bloquear_produtos(array(select distinct i.produto_id from public.itens_compra i where i.compra_id = v_compra.id));

  -- The cells, with what is still to receive.
  create temporary table if not exists _recebimento_celulas (
    item_id bigint, produto_id bigint, nome text, cor text, tamanho text, grade_id bigint, quantidade integer,
    pendente integer, custo numeric, a_mais integer, ordem bigint
  ) on commit drop;
  truncate pg_temp._recebimento_celulas;
  insert into pg_temp._recebimento_celulas
  select i.id, i.produto_id, p.nome, i.cor, i.tamanho,
         coalesce(i.grade_id, (select g.id from public.grades_produto g
                                where g.produto_id = i.produto_id and lower(g.cor) = lower(i.cor) and lower(g.tamanho) = lower(i.tamanho))),
         (x.e ->> 'quantidade')::integer, greatest(i.quantidade - i.quantidade_recebida, 0), i.custo_unitario,
         greatest((x.e ->> 'quantidade')::integer - greatest(i.quantidade - i.quantidade_recebida, 0), 0), x.ordem
    from jsonb_array_elements(p_itens) with ordinality as x(e, ordem)
    join public.itens_compra i on i.id = (x.e ->> 'item_id')::bigint
    join public.produtos p on p.id = i.produto_id
   where (x.e ->> 'quantidade')::integer > 0;

  if not coalesce(p_receber_a_mais, false) then
    select * into v_linha from pg_temp._recebimento_celulas c where c.a_mais > 0 order by c.ordem limit 1;
    if found then
      raise exception 'Chegou mais do que falta receber de %: faltam %, chegaram %. Confirme "receber a mais" para registrar.',
        public._nome_celula(v_linha.nome, v_linha.cor, v_linha.tamanho), v_linha.pendente, v_linha.quantidade
        using errcode = 'P0001', hint = 'a_mais';
    end if;
  end if;
  v_a_mais := exists (select 1 from pg_temp._recebimento_celulas c where c.a_mais > 0);

  -- A grade-controlled product must get its units on a grade; a product with units and no grades cannot
  -- start its grades here (its units would leave as an adjustment and the average cost with them).
  select c.nome into v_linha from pg_temp._recebimento_celulas c
   where c.cor is null and exists (select 1 from public.grades_produto g where g.produto_id = c.produto_id) limit 1;
  if found then
    raise exception 'O produto % passou a ser controlado por grade: refaça o pedido com cor e tamanho.', v_linha.nome
      using errcode = 'P0001', hint = 'itens';
  end if;
  select c.nome into v_linha from pg_temp._recebimento_celulas c
    join public.produtos p on p.id = c.produto_id
   where c.grade_id is null and c.cor is not null and p.estoque_atual > 0
     and not exists (select 1 from public.grades_produto g where g.produto_id = c.produto_id) limit 1;
  if found then
    raise exception 'O produto % tem estoque sem grade: cadastre as grades dele antes de receber por cor e tamanho.', v_linha.nome
      using errcode = 'P0001', hint = 'itens';
  end if;

  v_total := (select sum(c.quantidade * c.custo) from pg_temp._recebimento_celulas c);

  -- The títulos' installments, checked before anything is written.
  if p_parcelas is null then
    v_parcelas := case when v_total > 0
                       then jsonb_build_array(jsonb_build_object('vencimento', public._hoje_loja() + 30, 'valor', v_total))
                       else '[]'::jsonb end;
  else
    v_parcelas := p_parcelas;
  end if;
  if jsonb_typeof(v_parcelas) <> 'array' or jsonb_array_length(v_parcelas) > 60 then
    raise exception 'As parcelas vão de 1 a 60.' using errcode = '22023', hint = 'parcelas';
  end if;
  v_n := jsonb_array_length(v_parcelas);
  if v_n > 0 then
    if exists (select 1 from jsonb_array_elements(v_parcelas) e
                where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'vencimento', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$') then
      raise exception 'Informe o vencimento de cada parcela.' using errcode = '22023', hint = 'parcelas';
    end if;
    begin
      perform (e ->> 'vencimento')::date from jsonb_array_elements(v_parcelas) e;
    exception when others then
      raise exception 'Informe o vencimento de cada parcela.' using errcode = '22023', hint = 'parcelas';
    end;
    if exists (select 1 from jsonb_array_elements(v_parcelas) e
                where case when coalesce(e ->> 'valor', '') ~ '^\s*[0-9]{1,10}(\.[0-9]{1,2})?\s*$' then (e ->> 'valor')::numeric <= 0 else true end) then
      raise exception 'Cada parcela deve ter um valor maior que zero.' using errcode = '22023', hint = 'parcelas';
    end if;
    v_soma := (select sum((e ->> 'valor')::numeric) from jsonb_array_elements(v_parcelas) e);
    if v_soma <> v_total then
      raise exception 'As parcelas somam %, mas o recebimento é de %.', public._reais(v_soma), public._reais(v_total)
        using errcode = '22023', hint = 'parcelas';
    end if;
  end if;

  -- The grades the order named that do not exist yet (the colour's RGB from the registered colours).
  insert into public.grades_produto (produto_id, cor, tamanho, cor_rgb)
  select distinct on (c.produto_id, lower(c.cor), lower(c.tamanho)) c.produto_id, c.cor, c.tamanho,
         (select cp.rgb_hex from public.cores_personalizadas cp where lower(cp.nome) = lower(c.cor) order by cp.id limit 1)
    from pg_temp._recebimento_celulas c
   where c.grade_id is null and c.cor is not null
   order by c.produto_id, lower(c.cor), lower(c.tamanho);
  update pg_temp._recebimento_celulas c
     set grade_id = g.id
    from public.grades_produto g
   where c.grade_id is null and c.cor is not null
     and g.produto_id = c.produto_id and lower(g.cor) = lower(c.cor) and lower(g.tamanho) = lower(c.tamanho);
  update public.itens_compra i set grade_id = c.grade_id
    from pg_temp._recebimento_celulas c where c.item_id = i.id and i.grade_id is distinct from c.grade_id;

  -- The weighted average cost, per product, from the stock before this receipt (never below 0):
  -- (estoque × custo + Σ quantidade × custo unitário) / (estoque + Σ quantidade), to the cent.
  insert into public.recebimentos_compra (compra_id, sequencia, recebido_por, a_mais, total, observacoes)
  values (v_compra.id, coalesce((select max(r.sequencia) from public.recebimentos_compra r where r.compra_id = v_compra.id), 0) + 1,
          v_usuario, v_a_mais, v_total, nullif(btrim(coalesce(p_observacoes, '')), ''))
  returning * into v_recebimento;

  perform set_config('loja.custo_compra', v_compra.id::text, true);
  insert into public.custos_historico (produto_id, motivo, compra_id, recebimento_id, estoque_anterior, custo_anterior,
                                       quantidade, custo_unitario, custo_novo, alterado_por)
  select p.id, 'Compra', v_compra.id, v_recebimento.id, greatest(p.estoque_atual, 0), p.preco_compra, s.qtd,
         round(s.valor / s.qtd, 2),
         round((greatest(p.estoque_atual, 0) * p.preco_compra + s.valor) / (greatest(p.estoque_atual, 0) + s.qtd), 2),
         v_usuario
    from (select c.produto_id, sum(c.quantidade) as qtd, sum(c.quantidade * c.custo) as valor
            from pg_temp._recebimento_celulas c group by c.produto_id) s
    join public.produtos p on p.id = s.produto_id
   order by p.id;
  update public.produtos p set preco_compra = h.custo_novo
    from public.custos_historico h
   where h.recebimento_id = v_recebimento.id and h.produto_id = p.id and p.preco_compra <> h.custo_novo;
  perform set_config('loja.custo_compra', '', true);

  -- Stock: the grades, then the grade-less products, then the ledger (as _movimentar_estoque_da_venda).
  update public.grades_produto g
     set estoque_atual = g.estoque_atual + d.delta
    from (select c.grade_id, sum(c.quantidade) as delta from pg_temp._recebimento_celulas c where c.grade_id is not null group by c.grade_id) d
   where g.id = d.grade_id;
  update public.produtos p
     set estoque_atual = p.estoque_atual + d.delta
    from (select c.produto_id, sum(c.quantidade) as delta from pg_temp._recebimento_celulas c where c.grade_id is null group by c.produto_id) d
   where p.id = d.produto_id;

  with movs as (
    insert into public.movimentacoes_estoque
      (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao, compra_id)
    select 'entrada', c.produto_id, c.grade_id, c.quantidade, c.custo, 'Compra',
           format('Recebimento %s do pedido %s', v_recebimento.sequencia, v_codigo)
             || case when c.a_mais > 0 then format(' (%s a mais)', c.a_mais) else '' end,
           v_usuario, clock_timestamp(), v_compra.id
      from pg_temp._recebimento_celulas c
     order by c.ordem
    returning id, produto_id, grade_id
  )
  insert into public.itens_recebimento (recebimento_id, item_compra_id, produto_id, grade_id, quantidade, quantidade_a_mais,
                                        custo_unitario, movimentacao_id)
  select v_recebimento.id, c.item_id, c.produto_id, c.grade_id, c.quantidade, c.a_mais, c.custo, m.id
    from pg_temp._recebimento_celulas c
    join movs m on m.produto_id = c.produto_id and m.grade_id is not distinct from c.grade_id
   order by c.ordem;

  update public.itens_compra i set quantidade_recebida = i.quantidade_recebida + c.quantidade
    from pg_temp._recebimento_celulas c where c.item_id = i.id;
  update public.compras
     set situacao = case when exists (select 1 from public.itens_compra i where i.compra_id = v_compra.id and i.quantidade_recebida < i.quantidade)
                         then 'parcial' else 'recebido' end,
         atualizado_em = now()
   where id = v_compra.id
  returning * into v_compra;

  -- Títulos a pagar (Compra de mercadorias), one per installment, one grupo.
  k := 0;
  for v_linha in select (e ->> 'vencimento')::date as vencimento, round((e ->> 'valor')::numeric, 2) as valor, ordem
                   from jsonb_array_elements(v_parcelas) with ordinality as t(e, ordem) order by ordem loop
    k := k + 1;
    v_titulo := public._lancar_titulo(
      'pagar', 'compra', v_compra.id,
      format('Compra %s, recebimento %s', v_codigo, v_recebimento.sequencia), v_linha.valor, 'compras_mercadorias',
      v_linha.vencimento, p_fornecedor_id => v_compra.fornecedor_id, p_documento => v_codigo,
      p_parcela => k, p_parcelas => v_n, p_grupo_id => v_grupo);
    if k = 1 and v_n > 1 then
      v_grupo := v_titulo.id;
      update public.titulos set grupo_id = v_grupo where id = v_titulo.id;
    end if;
    v_titulos := v_titulos || jsonb_build_object('id', v_titulo.id, 'parcela', k, 'vencimento', v_titulo.vencimento, 'valor', v_titulo.valor);
  end loop;

  select coalesce(jsonb_agg(jsonb_build_object('grade_id', c.grade_id, 'produto_id', c.produto_id, 'quantidade', c.quantidade)
                            order by c.ordem), '[]'::jsonb)
    into v_itens from pg_temp._recebimento_celulas c;
  return jsonb_build_object('recebimento_id', v_recebimento.id, 'sequencia', v_recebimento.sequencia, 'situacao', v_compra.situacao,
                            'total', v_total, 'a_mais', v_a_mais, 'itens', v_itens, 'titulos', v_titulos);
end $$;
comment on function public.receber_compra(bigint, jsonb, boolean, jsonb, text) is
  'A receipt of a pedido de compra, all or nothing: grades, ledger (Compra), weighted average cost, situação and títulos a pagar.';

-- 5. Readers ----------------------------------------------------------------------------------------------------
-- p_status: pendente, aprovado (every pedido), rejeitado, aberto, parcial, recebido, cancelado, or null.
-- Returns {total, valor, linhas[]} newest first.
create function public.compras_pagina(
  p_busca text default '',
  p_status text default null,
  p_pagina integer default 1,
  p_por_pagina integer default 10
) returns jsonb
language plpgsql stable security definer
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
    raise exception 'Sem permissão para ver as compras.' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('pendente', 'aprovado', 'rejeitado', 'aberto', 'parcial', 'recebido', 'cancelado') then
    raise exception 'Situação de compra inválida.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;
  v_filtro := v_filtro || case
    when p_status is null then ''
    when p_status = 'aprovado' then ' and c.situacao in (''aberto'', ''parcial'', ''recebido'', ''cancelado'')'
    else format(' and c.situacao = %L', p_status) end;
  for v_palavra in
    select distinct w from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
     where w <> ''
  loop
    v_filtro := v_filtro || format(' and c.busca like %L', '%' || v_palavra || '%');
  end loop;

  execute 'select count(*) as total, coalesce(sum(c.total), 0) as valor from public.compras c where ' || v_filtro into v_resumo;
  if v_resumo.total > v_offset then
    execute format('select array(select c.id from public.compras c where %s order by c.criado_em desc, c.id desc limit %s offset %s)',
                   v_filtro, p_por_pagina, v_offset)
       into v_ids;
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', c.id, 'numero', c.numero, 'codigo', public.codigo_compra(c.numero), 'situacao', c.situacao,
           'fornecedor_id', c.fornecedor_id, 'fornecedor_nome', f.nome, 'total', c.total, 'criado_em', c.criado_em,
           'itens', (select coalesce(sum(i.quantidade), 0) from public.itens_compra i where i.compra_id = c.id),
           'recebidos', (select coalesce(sum(i.quantidade_recebida), 0) from public.itens_compra i where i.compra_id = c.id)
         ) order by x.n), '[]'::jsonb)
    into v_linhas
    from unnest(v_ids) with ordinality as x(id, n)
    join public.compras c on c.id = x.id
    join public.fornecedores f on f.id = c.fornecedor_id;
  return jsonb_build_object('total', v_resumo.total, 'valor', v_resumo.valor, 'linhas', v_linhas);
end $$;

-- An order's page, print and receipt screen: the order, the supplier's contacts, each cell (with its
-- product's name and whether its grade exists), each receipt with its lines and títulos. Null when unknown.
create function public.compra_detalhe(p_id bigint) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_compra public.compras;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as compras.' using errcode = '42501';
  end if;
  select * into v_compra from public.compras where id = p_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'compra', to_jsonb(v_compra) - 'busca' || jsonb_build_object(
      'codigo', public.codigo_compra(v_compra.numero),
      'criado_por_nome', (select u.nome from public.usuarios u where u.id = v_compra.criado_por),
      'aprovado_por_nome', (select u.nome from public.usuarios u where u.id = v_compra.aprovado_por)),
    'fornecedor', (select jsonb_build_object('id', f.id, 'nome', f.nome, 'cnpj', f.cnpj, 'telefone', f.telefone, 'email', f.email,
                                             'cidade', f.cidade, 'estado', f.estado)
                     from public.fornecedores f where f.id = v_compra.fornecedor_id),
    'itens', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'produto_id', i.produto_id, 'produto_nome', p.nome, 'grade_id', i.grade_id, 'cor', i.cor,
               'tamanho', i.tamanho, 'quantidade', i.quantidade, 'custo_unitario', i.custo_unitario, 'total', i.total,
               'quantidade_recebida', i.quantidade_recebida, 'preco_compra', p.preco_compra) order by i.id)
        from public.itens_compra i join public.produtos p on p.id = i.produto_id
       where i.compra_id = v_compra.id), '[]'::jsonb),
    'recebimentos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', r.id, 'sequencia', r.sequencia, 'recebido_em', r.recebido_em, 'a_mais', r.a_mais, 'total', r.total,
               'observacoes', r.observacoes, 'recebido_por_nome', (select u.nome from public.usuarios u where u.id = r.recebido_por),
               'itens', (select coalesce(jsonb_agg(jsonb_build_object('item_compra_id', ir.item_compra_id, 'grade_id', ir.grade_id,
                                                                       'quantidade', ir.quantidade, 'quantidade_a_mais', ir.quantidade_a_mais)
                                                    order by ir.id), '[]'::jsonb)
                           from public.itens_recebimento ir where ir.recebimento_id = r.id)) order by r.sequencia)
        from public.recebimentos_compra r where r.compra_id = v_compra.id), '[]'::jsonb),
    'titulos', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'descricao', t.descricao, 'parcela', t.parcela, 'parcelas', t.parcelas,
                                          'vencimento', t.vencimento, 'valor', t.valor, 'saldo', t.saldo, 'status', t.status)
                       order by t.id)
        from public.titulos t where t.origem = 'compra' and t.origem_id = v_compra.id), '[]'::jsonb)
  );
end $$;

-- "Ordem de fornecimento": the open orders (aberto, parcial) per supplier with what is still to come.
-- p_fornecedor_id null: every supplier. Returns [{fornecedor: {...}, pedidos: [{id, codigo, aprovado_em,
-- itens: [{produto_nome, cor, tamanho, quantidade, recebida, falta, custo_unitario}]}], falta, valor_falta}].
create function public.ordem_fornecimento(p_fornecedor_id bigint default null) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as compras.' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'fornecedor', jsonb_build_object('id', f.id, 'nome', f.nome, 'cnpj', f.cnpj, 'telefone', f.telefone, 'email', f.email),
             'pedidos', pf.pedidos, 'falta', pf.falta, 'valor_falta', pf.valor_falta) order by f.nome, f.id)
      from (select c.fornecedor_id,
                   jsonb_agg(jsonb_build_object(
                     'id', c.id, 'codigo', public.codigo_compra(c.numero), 'situacao', c.situacao, 'aprovado_em', c.aprovado_em,
                     'itens', (select jsonb_agg(jsonb_build_object(
                                        'produto_nome', p.nome, 'cor', i.cor, 'tamanho', i.tamanho, 'quantidade', i.quantidade,
                                        'recebida', i.quantidade_recebida, 'falta', greatest(i.quantidade - i.quantidade_recebida, 0),
                                        'custo_unitario', i.custo_unitario) order by p.nome, i.cor, i.tamanho, i.id)
                                 from public.itens_compra i join public.produtos p on p.id = i.produto_id
                                where i.compra_id = c.id and i.quantidade_recebida < i.quantidade)) order by c.numero) as pedidos,
                   sum((select sum(i.quantidade - i.quantidade_recebida) from public.itens_compra i
                         where i.compra_id = c.id and i.quantidade_recebida < i.quantidade)) as falta,
                   sum((select sum((i.quantidade - i.quantidade_recebida) * i.custo_unitario) from public.itens_compra i
                         where i.compra_id = c.id and i.quantidade_recebida < i.quantidade)) as valor_falta
              from public.compras c
             where c.situacao in ('aberto', 'parcial') and (p_fornecedor_id is null or c.fornecedor_id = p_fornecedor_id)
             group by c.fornecedor_id) pf
      join public.fornecedores f on f.id = pf.fornecedor_id), '[]'::jsonb);
end $$;

revoke execute on function public._situacao_compra_texto(text), public._compra_travada(bigint), public._nome_celula(text, text, text)
  from public, anon, authenticated;
revoke execute on function public.salvar_compra(bigint, jsonb, text, bigint), public.aprovar_compra(bigint),
  public.rejeitar_compra(bigint, text), public.cancelar_compra(bigint, text), public.receber_compra(bigint, jsonb, boolean, jsonb, text),
  public.compras_pagina(text, text, integer, integer), public.compra_detalhe(bigint), public.ordem_fornecimento(bigint)
  from public, anon;
grant execute on function public.salvar_compra(bigint, jsonb, text, bigint), public.aprovar_compra(bigint),
  public.rejeitar_compra(bigint, text), public.cancelar_compra(bigint, text), public.receber_compra(bigint, jsonb, boolean, jsonb, text),
  public.compras_pagina(text, text, integer, integer), public.compra_detalhe(bigint), public.ordem_fornecimento(bigint)
  to authenticated;
