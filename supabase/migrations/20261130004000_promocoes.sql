-- Promotions and the current price (issue 27, "Gestor de Promoção").
--
-- A promotion: a name, products or a category, a promotional price or a % off, a start and an end
-- (timestamptz; the screen types them in the shop's time, America/Sao_Paulo). Nothing switches prices on
-- and off: the current price is computed at read time from the promotions running now().
--
-- Rules (tested in local-supabase/test/promocoes.test.ts):
-- - Running: inicio <= now() < fim. "Encerrar agora" sets fim = now().
-- - Price under a promotion: the fixed price, or round(regular × (100 − %) / 100, 2).
-- - Overlaps: the lowest price wins (ties: the older promotion, lower id); a promotion never raises a
--   price (a fixed price at or above the regular one does not apply), so the current price is
--   least(regular, every running promotion's price).
-- - The "de" price (the storefront's "de R$ X por R$ Y" and badge) is shown only when the regular price
--   is the product's real price (DESIGN; Brazilian consumer rules): it has not changed from 30 days before
--   the winning promotion started until now (public.precos_historico, migration 20261130003000). Otherwise
--   the storefront shows only the current price.
-- - Sales charge the current price: the counter sale, quotes and exchanges through _linhas_venda, the
--   storefront order through registrar_pedido; each itens_venda row keeps the regular price and the
--   promotion it used (preco_regular, promocao_id), filled by a trigger in the same transaction (same now()).
-- - The catalogue's price filter and order use the current price (catalogo_pagina below).
-- - Staff read the promotions; only admin and funcionário write, through salvar_promocao / encerrar_promocao /
--   excluir_promocao. anon and clientes never read the table (a future promotion is not public): they see the
--   current price through the catalogue functions only.

-- 1 Tables -------------------------------------------------------------------------------------------
create table public.promocoes (
  id bigint generated always as identity primary key,
  nome text not null check (char_length(btrim(nome)) between 1 and 120),
  -- 'preco': valor is the promotional price; 'percentual': valor is the % off.
  tipo text not null check (tipo in ('preco', 'percentual')),
  valor numeric(12, 2) not null check (valor > 0 and (tipo = 'preco' or valor < 100)),
  -- Either a category (every product in it, now and later) or the products in promocoes_produtos.
  categoria_id bigint references public.categorias (id) on delete restrict,
  inicio timestamptz not null,
  fim timestamptz not null,
  criada_por bigint references public.usuarios (id) on delete set null,
  criada_em timestamptz not null default now(),
  check (fim > inicio)
);
comment on table public.promocoes is
  'Promotions (issue 27): a price or % off on products or a category between inicio and fim; the current price is computed at read time.';
-- Running or future ones by their end; a category's by category.
create index promocoes_fim on public.promocoes (fim, inicio);
create index promocoes_categoria on public.promocoes (categoria_id, fim) where categoria_id is not null;

create table public.promocoes_produtos (
  promocao_id bigint not null references public.promocoes (id) on delete cascade,
  produto_id bigint not null references public.produtos (id) on delete cascade,
  primary key (promocao_id, produto_id)
);
create index promocoes_produtos_produto on public.promocoes_produtos (produto_id, promocao_id);

alter table public.promocoes enable row level security;
alter table public.promocoes_produtos enable row level security;
revoke all on public.promocoes, public.promocoes_produtos from anon, authenticated;
grant select on public.promocoes, public.promocoes_produtos to authenticated;
create policy promocoes_leitura on public.promocoes for select to authenticated using ((select public.is_staff()));
create policy promocoes_produtos_leitura on public.promocoes_produtos for select to authenticated using ((select public.is_staff()));

-- The sale line keeps the regular price of the moment and the promotion that priced it.
alter table public.itens_venda
  add column preco_regular numeric(12, 2) check (preco_regular >= 0),
  add column promocao_id bigint references public.promocoes (id) on delete restrict;
update public.itens_venda set preco_regular = preco_unitario where preco_regular is null;
alter table public.itens_venda alter column preco_regular set not null;
create index itens_venda_promocao on public.itens_venda (promocao_id) where promocao_id is not null;

-- 2 The current price --------------------------------------------------------------------------------
-- Every (product, promotion) running now, with the promotion's price on that product. A view so the
-- planner pushes "produto_id = X" into both branches (promocoes_produtos_produto; produtos' key). Not
-- granted to anyone: only the security definer functions below read it.
create view public._promocoes_vigentes as
  select pp.produto_id, pr.id as promocao_id, pr.inicio,
         case pr.tipo when 'preco' then pr.valor else round(p.preco_venda * (100 - pr.valor) / 100, 2) end as preco,
         p.preco_venda
    from public.promocoes pr
    join public.promocoes_produtos pp on pp.promocao_id = pr.id
    join public.produtos p on p.id = pp.produto_id
   where pr.inicio <= now() and pr.fim > now()
  union all
  select p.id, pr.id, pr.inicio,
         case pr.tipo when 'preco' then pr.valor else round(p.preco_venda * (100 - pr.valor) / 100, 2) end,
         p.preco_venda
    from public.promocoes pr
    join public.produtos p on p.categoria_id = pr.categoria_id
   where pr.categoria_id is not null and pr.inicio <= now() and pr.fim > now();
revoke all on public._promocoes_vigentes from public, anon, authenticated;

-- One product's prices now: regular, current (what a sale charges), the promotion used (null: none) and the
-- "de" price the storefront may show (null unless the 30-day rule holds). Null row fields for no product.
create function public._preco_do_produto(p_produto_id bigint)
returns table (preco_regular numeric, preco_atual numeric, promocao_id bigint, preco_de numeric)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_regular numeric;
  v_promo record;
begin
  select p.preco_venda into v_regular from public.produtos p where p.id = p_produto_id;
  if not found then
    return;
  end if;
  select v.promocao_id, v.preco, v.inicio into v_promo
    from public._promocoes_vigentes v
   where v.produto_id = p_produto_id and v.preco < v.preco_venda
   order by v.preco, v.promocao_id
   limit 1;
  preco_regular := v_regular;
  if v_promo.promocao_id is null then
    preco_atual := v_regular;
    return next;
    return;
  end if;
  preco_atual := v_promo.preco;
  promocao_id := v_promo.promocao_id;
  -- The last change of the price (its creation included) at least 30 days before the promotion started.
  if (select h.alterado_em from public.precos_historico h where h.produto_id = p_produto_id
       order by h.alterado_em desc limit 1) <= v_promo.inicio - interval '30 days' then
    preco_de := v_regular;
  end if;
  return next;
end $$;
revoke execute on function public._preco_do_produto(bigint) from public, anon, authenticated;

-- The current price of one product (the labels print it; helper E): the promotional price while one runs,
-- else the regular one; null for no product. Staff only (it names a price a promotion gives before the
-- storefront does, for an inactive product too).
create function public.preco_atual(p_produto_id bigint) returns numeric
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;
  return (select d.preco_atual from public._preco_do_produto(p_produto_id) d);
end $$;
comment on function public.preco_atual(bigint) is
  'A product''s price now: the lowest running promotion''s price, else preco_venda (issue 27). Staff only.';
revoke execute on function public.preco_atual(bigint) from public, anon;
grant execute on function public.preco_atual(bigint) to authenticated;


-- The sale line's regular price and promotion, at insert, in the line's transaction (same now() as the
-- function that priced it): a line charged a promotion's price names it; a line at the regular price names none.
create function public.itens_venda_preco_regular() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_preco record;
begin
  if new.preco_regular is null then
    select * into v_preco from public._preco_do_produto(new.produto_id);
    new.preco_regular := coalesce(v_preco.preco_regular, new.preco_unitario);
    if new.promocao_id is null and v_preco.promocao_id is not null and new.preco_unitario = v_preco.preco_atual then
      new.promocao_id := v_preco.promocao_id;
    end if;
  end if;
  return new;
end $$;
revoke execute on function public.itens_venda_preco_regular() from public, anon, authenticated;
create trigger itens_venda_preco_regular before insert on public.itens_venda
  for each row execute function public.itens_venda_preco_regular();
alter function public.itens_venda_preco_regular() set plan_cache_mode = 'force_generic_plan';
alter function public._preco_do_produto(bigint) set plan_cache_mode = 'force_generic_plan';

-- 3 Writing promotions ------------------------------------------------------------------------------
-- A local date and time of the shop ('2026-12-01T08:00', seconds optional) as timestamptz; null when not one.
create function public._hora_da_loja(p_texto text) returns timestamptz
language plpgsql immutable
set search_path = ''
as $$
begin
  if coalesce(p_texto, '') !~ '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$' then
    return null;
  end if;
  return p_texto::timestamp at time zone 'America/Sao_Paulo';
exception when others then
  return null;
end $$;

-- p_dados: {nome, tipo: 'preco'|'percentual', valor, categoria_id | produtos: [ids], inicio, fim} (dates in the
-- shop's time). p_id null (or absent) creates. Returns the promotion's id. Refusals in Portuguese (22023 with a hint naming
-- the field, 42501, P0002) write nothing.
create function public.salvar_promocao(p_dados jsonb, p_id bigint default null) returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  v_nome text := btrim(coalesce(p_dados ->> 'nome', ''));
  v_tipo text := p_dados ->> 'tipo';
  v_valor numeric;
  v_categoria bigint;
  v_produtos bigint[];
  v_inicio timestamptz := public._hora_da_loja(p_dados ->> 'inicio');
  v_fim timestamptz := public._hora_da_loja(p_dados ->> 'fim');
  v_atual public.promocoes;
  v_caro record;
  v_id bigint;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar promoções.' using errcode = '42501';
  end if;
  if p_dados is null or jsonb_typeof(p_dados) <> 'object' then
    raise exception 'Dados da promoção inválidos.' using errcode = '22023';
  end if;
  if p_id is not null then
    select * into v_atual from public.promocoes where id = p_id for update;
    if not found then
      raise exception 'Promoção não encontrada.' using errcode = 'P0002';
    end if;
    -- A finished promotion is history: sales name it with the terms they were charged.
    if v_atual.fim <= now() then
      raise exception 'Esta promoção já terminou e não pode ser alterada.' using errcode = '22023';
    end if;
  end if;

  if v_nome = '' then
    raise exception 'Informe o nome da promoção.' using errcode = '22023', hint = 'nome';
  end if;
  if char_length(v_nome) > 120 then
    raise exception 'O nome aceita no máximo 120 caracteres.' using errcode = '22023', hint = 'nome';
  end if;
  if v_tipo is null or v_tipo not in ('preco', 'percentual') then
    raise exception 'Escolha preço promocional ou desconto em %%.' using errcode = '22023', hint = 'tipo';
  end if;
  if coalesce(p_dados ->> 'valor', '') !~ '^\d{1,10}(\.\d{1,2})?$' then
    raise exception '%', case v_tipo when 'preco' then 'Informe o preço promocional.' else 'Informe o desconto em %.' end
      using errcode = '22023', hint = 'valor';
  end if;
  v_valor := (p_dados ->> 'valor')::numeric;
  if v_tipo = 'preco' and v_valor <= 0 then
    raise exception 'O preço promocional deve ser maior que zero.' using errcode = '22023', hint = 'valor';
  end if;
  if v_tipo = 'percentual' and (v_valor <= 0 or v_valor >= 100) then
    raise exception 'O desconto deve ser maior que 0%% e menor que 100%%.' using errcode = '22023', hint = 'valor';
  end if;

  if coalesce(p_dados ->> 'categoria_id', '') ~ '^\d{1,18}$' then
    v_categoria := (p_dados ->> 'categoria_id')::bigint;
  end if;
  if jsonb_typeof(p_dados -> 'produtos') = 'array' then
    if exists (select 1 from jsonb_array_elements(p_dados -> 'produtos') e where e::text !~ '^"?\d{1,18}"?$') then
      raise exception 'Produtos inválidos.' using errcode = '22023', hint = 'produtos';
    end if;
    v_produtos := array(select distinct (e #>> '{}')::bigint from jsonb_array_elements(p_dados -> 'produtos') e order by 1);
  end if;
  if v_categoria is not null and cardinality(v_produtos) > 0 then
    raise exception 'Escolha produtos ou uma categoria, não os dois.' using errcode = '22023', hint = 'produtos';
  end if;
  if v_categoria is null and coalesce(cardinality(v_produtos), 0) = 0 then
    raise exception 'Escolha os produtos ou uma categoria.' using errcode = '22023', hint = 'produtos';
  end if;
  if cardinality(v_produtos) > 1000 then
    raise exception 'Uma promoção aceita no máximo 1000 produtos; use uma categoria.' using errcode = '22023', hint = 'produtos';
  end if;
  if v_categoria is not null and not exists (select 1 from public.categorias c where c.id = v_categoria) then
    raise exception 'Categoria não encontrada.' using errcode = '22023', hint = 'categoria_id';
  end if;
  if cardinality(v_produtos) > 0
     and (select count(*) from public.produtos p where p.id = any (v_produtos)) <> cardinality(v_produtos) then
    raise exception 'Um dos produtos escolhidos não existe.' using errcode = '22023', hint = 'produtos';
  end if;
  -- Chosen products: a fixed price must lower every one of them (a promotion never raises a price).
  if v_tipo = 'preco' and cardinality(v_produtos) > 0 then
    select p.nome, p.preco_venda into v_caro
      from public.produtos p where p.id = any (v_produtos) and p.preco_venda <= v_valor
     order by p.nome, p.id limit 1;
    if found then
      raise exception 'O preço promocional deve ser menor que o preço de % (%).', v_caro.nome, public._reais(v_caro.preco_venda)
        using errcode = '22023', hint = 'valor';
    end if;
  end if;

  if v_inicio is null then
    raise exception 'Informe a data e a hora de início.' using errcode = '22023', hint = 'inicio';
  end if;
  if v_fim is null then
    raise exception 'Informe a data e a hora de fim.' using errcode = '22023', hint = 'fim';
  end if;
  if v_fim <= v_inicio then
    raise exception 'O fim deve ser depois do início.' using errcode = '22023', hint = 'fim';
  end if;
  if v_fim <= now() then
    raise exception 'O fim já passou.' using errcode = '22023', hint = 'fim';
  end if;

  if p_id is null then
    insert into public.promocoes (nome, tipo, valor, categoria_id, inicio, fim, criada_por)
    values (v_nome, v_tipo, v_valor, v_categoria, v_inicio, v_fim, public._usuario_atual())
    returning id into v_id;
  else
    update public.promocoes
       set nome = v_nome, tipo = v_tipo, valor = v_valor, categoria_id = v_categoria, inicio = v_inicio, fim = v_fim
     where id = p_id;
    v_id := p_id;
    delete from public.promocoes_produtos where promocao_id = v_id and produto_id <> all (coalesce(v_produtos, '{}'));
  end if;
  insert into public.promocoes_produtos (promocao_id, produto_id)
  select v_id, unnest(coalesce(v_produtos, '{}'))
  on conflict do nothing;
  return v_id;
end $$;
comment on function public.salvar_promocao(jsonb, bigint) is
  'Creates (p_id null) or edits a promotion not yet finished; refusals in Portuguese write nothing. Admin and funcionário.';
revoke execute on function public.salvar_promocao(jsonb, bigint) from public, anon;
grant execute on function public.salvar_promocao(jsonb, bigint) to authenticated;

-- "Encerrar agora": a running promotion ends now; a future one is removed (nothing was sold under it).
create function public.encerrar_promocao(p_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_promo public.promocoes;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar promoções.' using errcode = '42501';
  end if;
  select * into v_promo from public.promocoes where id = p_id for update;
  if not found then
    raise exception 'Promoção não encontrada.' using errcode = 'P0002';
  end if;
  if v_promo.fim <= now() then
    raise exception 'Esta promoção já terminou.' using errcode = '22023';
  end if;
  if v_promo.inicio > now() then
    delete from public.promocoes where id = p_id;
  else
    update public.promocoes set fim = now() where id = p_id;
  end if;
end $$;
comment on function public.encerrar_promocao(bigint) is
  'Ends a running promotion now (fim = now()); a promotion that has not started is removed.';
revoke execute on function public.encerrar_promocao(bigint) from public, anon;
grant execute on function public.encerrar_promocao(bigint) to authenticated;

-- 4 Sales charge the current price -------------------------------------------------------------------
-- _linhas_venda as in migration 20261128001800, with preco_unitario the current price (a promotion's while
-- it runs); the discount check against it. The trigger above keeps the regular price and the promotion.
create or replace function public._linhas_venda(p_itens jsonb, p_venda_ignorada bigint default null, p_orcamento boolean default false)
returns table (produto_id bigint, grade_id bigint, quantidade integer, preco_unitario numeric, custo_unitario numeric,
               desconto numeric, descricao text)
language plpgsql security definer
set search_path = ''
as $$
declare
  linha record;
  v_disponivel integer;
begin
  if p_itens is null or jsonb_typeof(p_itens) <> 'array' or jsonb_array_length(p_itens) = 0 then
    raise exception 'Adicione pelo menos um produto %.', case when p_orcamento then 'ao orçamento' else 'à venda' end
      using errcode = '22023', hint = 'itens';
  end if;
  if jsonb_array_length(p_itens) > 200 then
    raise exception '% aceita no máximo 200 itens.', case when p_orcamento then 'Um orçamento' else 'Uma venda' end
      using errcode = '22023', hint = 'itens';
  end if;
  if exists (select 1 from jsonb_array_elements(p_itens) e
             where jsonb_typeof(e) <> 'object'
                or coalesce(e ->> 'produto_id', '') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'grade_id', '0') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'quantidade', '') !~ '^[0-9]{1,4}$'
                or (e ->> 'quantidade')::integer not between 1 and 9999) then
    raise exception 'Informe produto e quantidade (de 1 a 9999) em cada item.' using errcode = '22023', hint = 'itens';
  end if;

  for linha in
    with linhas as (
      select (x.valor ->> 'produto_id')::bigint as produto, nullif(x.valor ->> 'grade_id', '')::bigint as grade,
             sum((x.valor ->> 'quantidade')::integer)::integer as qtd,
             coalesce(sum(public._valor_em_reais(x.valor ->> 'desconto', 'desconto do item')), 0) as desconto_linha,
             min(x.ordem) as primeira
        from jsonb_array_elements(p_itens) with ordinality as x(valor, ordem)
       group by 1, 2)
    select l.*, p.id is not null as existe, coalesce(p.ativo, false) as ativo, p.nome,
           (select d.preco_atual from public._preco_do_produto(p.id) d) as preco,
           p.custo, p.estoque_atual as estoque_produto,
           g.id is not null as grade_existe, g.cor, g.tamanho, g.estoque_atual as estoque_grade,
           (select true from public.grades_produto o where o.produto_id = l.produto limit 1) is not null as tem_grades,
           case when p_orcamento then 0 else (
             select coalesce(sum(i.quantidade), 0)::integer
               from public.itens_venda i join public.vendas v on v.id = i.venda_id
              where v.status = 'pendente' and v.reserva_expira_em > now() and v.id is distinct from p_venda_ignorada
                and i.produto_id = l.produto and i.grade_id is not distinct from l.grade) end as reservado
      from linhas l
      left join lateral (select p.id, p.ativo, p.nome, p.preco_custo + p.preco_compra as custo, p.estoque_atual
                           from public.produtos p where p.id = l.produto limit 1) p on true
      left join lateral (select g.id, g.cor, g.tamanho, g.estoque_atual
                           from public.grades_produto g where g.id = l.grade and g.produto_id = l.produto limit 1) g on true
     order by l.primeira
  loop
    if linha.qtd > 9999 then
      raise exception 'Informe produto e quantidade (de 1 a 9999) em cada item.' using errcode = '22023', hint = 'itens';
    end if;
    if not linha.existe or not linha.ativo then
      raise exception 'Um produto % não está à venda.', case when p_orcamento then 'deste orçamento' else 'desta venda' end
        using errcode = 'P0001', hint = 'produto_indisponivel';
    end if;
    if linha.grade is not null then
      if not linha.grade_existe then
        raise exception '% não tem esta cor e tamanho.', linha.nome using errcode = 'P0001', hint = 'produto_indisponivel';
      end if;
      descricao := format('%s (%s/%s)', linha.nome, linha.cor, public.tamanho_rotulo(linha.tamanho));
      v_disponivel := linha.estoque_grade;
    else
      if linha.tem_grades then
        raise exception 'Escolha a cor e o tamanho de %.', linha.nome using errcode = 'P0001', hint = 'produto_indisponivel';
      end if;
      descricao := linha.nome;
      v_disponivel := linha.estoque_produto;
    end if;

    if not p_orcamento then
      v_disponivel := greatest(v_disponivel - linha.reservado, 0);
      if linha.qtd > v_disponivel then
        raise exception 'Estoque insuficiente para %: disponível %', descricao, v_disponivel
          using errcode = 'P0001', hint = 'estoque_insuficiente',
          detail = jsonb_build_object('produto_id', linha.produto, 'grade_id', linha.grade, 'disponivel', v_disponivel)::text;
      end if;
    end if;
    if linha.desconto_linha > linha.qtd * linha.preco then
      raise exception 'O desconto de % passa do valor do item.', descricao using errcode = '22023', hint = 'desconto';
    end if;

    produto_id := linha.produto;
    grade_id := linha.grade;
    quantidade := linha.qtd;
    preco_unitario := linha.preco;
    custo_unitario := linha.custo;
    desconto := linha.desconto_linha;
    return next;
  end loop;
end $$;

-- registrar_pedido as in migration 20261128000400, charging the current price, and answering each line as
-- recorded (the WhatsApp message shows the prices charged, not the bag's copy).
create or replace function public.registrar_pedido(p_itens jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'auto'
as $$
declare
  v_comprador bigint;
  v_horas integer;
  v_venda public.vendas;
  linha record;
  v_produto public.produtos;
  v_grade public.grades_produto;
  v_disponivel integer;
  v_nome text;
  v_preco numeric(12, 2);
  v_subtotal numeric(12, 2) := 0;
begin
  v_comprador := public.current_usuario_id();
  if v_comprador is null then
    raise exception 'Entre na sua conta para finalizar o pedido.' using errcode = '42501';
  end if;
  if p_itens is null or jsonb_typeof(p_itens) <> 'array' or jsonb_array_length(p_itens) = 0 then
    raise exception 'Sua sacola está vazia.' using errcode = '22023';
  end if;
  if jsonb_array_length(p_itens) > 100 then
    raise exception 'Um pedido aceita no máximo 100 itens.' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_itens) e
             where jsonb_typeof(e) <> 'object'
                or coalesce(e ->> 'produto_id', '') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'grade_id', '0') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'quantidade', '') !~ '^[0-9]{1,3}$'
                or (e ->> 'quantidade')::integer not between 1 and 999) then
    raise exception 'Itens inválidos na sacola.' using errcode = '22023';
  end if;

  perform public._bloquear_produtos(array(select (e ->> 'produto_id')::bigint from jsonb_array_elements(p_itens) e));

  if (select count(*) from public.vendas v
       where v.comprador_id = v_comprador and v.status = 'pendente' and v.reserva_expira_em > now()) >= 5 then
    raise exception 'Você já tem 5 pedidos aguardando confirmação. Fale com a loja pelo WhatsApp para concluí-los.'
      using errcode = 'P0001', hint = 'limite_pedidos';
  end if;

  select e.reserva_horas into v_horas from public.empresa e where e.id = 1;
  insert into public.vendas (origem, status, comprador_id, subtotal, reserva_expira_em)
  values ('catalogo', 'pendente', v_comprador, 0, now() + make_interval(hours => v_horas))
  returning * into v_venda;

  for linha in
    select (x.valor ->> 'produto_id')::bigint as produto_id,
           nullif(x.valor ->> 'grade_id', '')::bigint as grade_id,
           sum((x.valor ->> 'quantidade')::integer)::integer as quantidade,
           min(x.ordem) as primeira
      from jsonb_array_elements(p_itens) with ordinality as x(valor, ordem)
     group by 1, 2
     order by 4
  loop
    select p.* into v_produto from public.produtos p where p.id = linha.produto_id;
    if not found or not v_produto.ativo then
      raise exception 'Um produto da sua sacola não está mais à venda.' using errcode = 'P0001', hint = 'produto_indisponivel',
        detail = jsonb_build_object('produto_id', linha.produto_id, 'grade_id', linha.grade_id, 'disponivel', 0)::text;
    end if;

    if linha.grade_id is not null then
      select g.* into v_grade from public.grades_produto g where g.id = linha.grade_id and g.produto_id = linha.produto_id;
      if not found then
        raise exception '% não está mais à venda nesta cor e tamanho.', v_produto.nome using errcode = 'P0001', hint = 'produto_indisponivel',
          detail = jsonb_build_object('produto_id', linha.produto_id, 'grade_id', linha.grade_id, 'disponivel', 0)::text;
      end if;
      v_nome := format('%s (%s/%s)', v_produto.nome, v_grade.cor, public.tamanho_rotulo(v_grade.tamanho));
      v_disponivel := v_grade.estoque_atual - public._reservado(linha.produto_id, linha.grade_id);
    else
      if exists (select 1 from public.grades_produto g where g.produto_id = linha.produto_id) then
        raise exception 'Escolha a cor e o tamanho de %.', v_produto.nome using errcode = 'P0001', hint = 'produto_indisponivel',
          detail = jsonb_build_object('produto_id', linha.produto_id, 'grade_id', null, 'disponivel', 0)::text;
      end if;
      v_nome := v_produto.nome;
      v_disponivel := v_produto.estoque_atual - public._reservado(linha.produto_id, null);
    end if;

    if linha.quantidade > greatest(v_disponivel, 0) then
      raise exception 'Estoque insuficiente para %: disponível %', v_nome, greatest(v_disponivel, 0)
        using errcode = 'P0001', hint = 'estoque_insuficiente',
        detail = jsonb_build_object('produto_id', linha.produto_id, 'grade_id', linha.grade_id, 'disponivel', greatest(v_disponivel, 0))::text;
    end if;

    v_preco := (select d.preco_atual from public._preco_do_produto(linha.produto_id) d);
    insert into public.itens_venda (venda_id, produto_id, grade_id, quantidade, preco_unitario, custo_unitario, descricao)
    values (v_venda.id, linha.produto_id, linha.grade_id, linha.quantidade, v_preco,
            v_produto.preco_custo + v_produto.preco_compra, v_nome);
    v_subtotal := v_subtotal + linha.quantidade * v_preco;
  end loop;

  update public.vendas set subtotal = v_subtotal where id = v_venda.id returning * into v_venda;
  return jsonb_build_object(
    'id', v_venda.id,
    'numero', v_venda.numero,
    'codigo', public.codigo_venda(v_venda.numero),
    'total', v_venda.total,
    'reserva_expira_em', v_venda.reserva_expira_em,
    'itens', (select jsonb_agg(jsonb_build_object('produto_id', i.produto_id, 'grade_id', i.grade_id, 'quantidade', i.quantidade,
                                                  'preco_unitario', i.preco_unitario, 'total', i.total) order by i.id)
                from public.itens_venda i where i.venda_id = v_venda.id)
  );
end $$;

-- produtos_para_venda as in migration 20261128001100; preco_venda is now the price the counter sale charges
-- (the promotion's while it runs), with the regular price and the promotion's name beside it.
create or replace function public.produtos_para_venda(p_busca text default '', p_codigo text default null) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_grade bigint;
  v_filtro text := 'p.ativo';
  v_palavra text;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver os produtos' using errcode = '42501';
  end if;

  if nullif(btrim(coalesce(p_codigo, '')), '') is not null then
    select g.id, array[g.produto_id] into v_grade, v_ids
      from public.grades_produto g join public.produtos p on p.id = g.produto_id
     where g.codigo_barras = btrim(p_codigo) and p.ativo
     order by g.id limit 1;
    if v_ids is null then
      select array(select p.id from public.produtos p where p.codigo_barras = btrim(p_codigo) and p.ativo order by p.id limit 2) into v_ids;
    end if;
  else
    for v_palavra in
      select distinct w
        from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
       where w <> ''
    loop
      v_filtro := v_filtro || format(' and p.busca like %L', '%' || v_palavra || '%');
    end loop;
    execute format('select array(select p.id from public.produtos p where %s order by p.nome, p.id limit 10)', v_filtro) into v_ids;
  end if;

  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', p.id,
             'nome', p.nome,
             'preco_venda', pr.preco_atual,
             'preco_regular', pr.preco_regular,
             'promocao', (select m.nome from public.promocoes m where m.id = pr.promocao_id),
             'codigo_barras', p.codigo_barras,
             'estoque', p.estoque_atual,
             'disponivel', greatest(p.estoque_atual - public._reservado(p.id, null), 0),
             'grade_id', v_grade,
             'grades', coalesce((
               select jsonb_agg(jsonb_build_object(
                        'id', g.id, 'cor', g.cor, 'tamanho', g.tamanho, 'cor_rgb', g.cor_rgb, 'codigo_barras', g.codigo_barras,
                        'estoque', g.estoque_atual,
                        'disponivel', greatest(g.estoque_atual - public._reservado(p.id, g.id), 0)) order by g.id)
                 from public.grades_produto g where g.produto_id = p.id), '[]'::jsonb)
           ) order by o.n)
      from unnest(v_ids) with ordinality as o(id, n)
      join public.produtos p on p.id = o.id
      cross join lateral public._preco_do_produto(p.id) pr), '[]'::jsonb);
end $$;

-- 5 The catalogue shows and sorts by the current price ------------------------------------------------
-- _catalogo_json as in migration 20261128000700, with preco_atual (what the bag and the order charge) and
-- preco_de (the regular price, only when the 30-day rule lets the storefront show "de R$ X por R$ Y").
create or replace function public._catalogo_json(p_ids bigint[])
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with d as materialized (select * from public._catalogo_disponivel(p_ids))
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id,
           'nome', p.nome,
           'descricao', p.descricao,
           'codigo_barras', p.codigo_barras,
           'preco_venda', p.preco_venda,
           'preco_atual', pr.preco_atual,
           'preco_de', pr.preco_de,
           'disponivel', coalesce((select d.disponivel from d where d.produto_id = p.id and d.grade_id is null), 0),
           'categoria_id', p.categoria_id,
           'categoria', (select jsonb_build_object('id', c.id, 'nome', c.nome) from public.categorias c where c.id = p.categoria_id),
           'imagens', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'tipo_imagem', i.tipo_imagem, 'url_imagem', i.url_imagem, 'created_at', i.created_at)
                                                 order by i.created_at desc, i.id desc)
                                  from public.produto_imagens i
                                 where i.produto_id = p.id), '[]'::jsonb),
           'grades', coalesce((select jsonb_agg(jsonb_build_object('id', g.id, 'cor', g.cor, 'tamanho', g.tamanho, 'cor_rgb', g.cor_rgb,
                                                                   'disponivel', coalesce((select d.disponivel from d where d.grade_id = g.id), 0))
                                                order by g.id)
                                 from public.grades_produto g
                                where g.produto_id = p.id), '[]'::jsonb)
         ) order by o.n), '[]'::jsonb)
    from unnest(p_ids) with ordinality as o(id, n)
    join public.catalogo_produtos p on p.id = o.id
    cross join lateral public._preco_do_produto(p.id) pr
$$;

-- catalogo_pagina as in migration 20261128001500; the price filter and the price orders read the current
-- price. With no promotion running, or none that changes the answer, every statement is the one before (the
-- same indexes). Per request it never reads every promoted product (a category promotion can cover
-- thousands; bench `promocoes`):
-- - the price filter: only the products a promotion moves across it are joined with their current price
--   (those above the ceiling it brings under and, with a minimum, those it takes below, read from the
--   promotions' products and a category's (categoria_id, preco) index). With the storefront's
--   0–1000 and prices under 1000, none: the count and the name and stock orders are the old statements;
-- - the price orders: the page comes from the first N outside the promoted products (the price index), the
--   product-list promotions' products (a few hundred, priced from arrays) and, per category promotion, the
--   first N of its category in the order's direction (see below).
create or replace function public.catalogo_pagina(
  p_busca text default '',
  p_categoria bigint default null,
  p_preco_min numeric default 0,
  p_preco_max numeric default null,
  p_ordem text default 'nome_asc',
  p_pagina integer default 1,
  p_por_pagina integer default 12
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_por_preco boolean := p_ordem in ('preco_asc', 'preco_desc');
  v_ordem text := case p_ordem
    when 'nome_asc' then 'p.nome collate public.pt_br asc, p.id asc'
    when 'nome_desc' then 'p.nome collate public.pt_br desc, p.id desc'
    when 'preco_asc' then 'p.preco_venda asc, p.id asc'
    when 'preco_desc' then 'p.preco_venda desc, p.id desc'
    when 'estoque_desc' then 'p.estoque_atual desc, p.id desc'
  end;
  v_min numeric := coalesce(p_preco_min, 0);
  -- The price range with {preco} for the price it reads (p.preco_venda, or the current price with the join
  -- on P); the category and the words apart (their LIKE patterns hold %, so no format() over them).
  v_faixa text := '{preco} >= $1 and ($2::numeric is null or {preco} <= $2)';
  v_filtro text := '($3::bigint is null or p.categoria_id = $3)';
  v_preco text := 'p.preco_venda';
  -- After "public.catalogo_produtos p": nothing, or the join giving x.preco to the promoted products.
  v_junta text := '';
  v_palavra text;
  v_total bigint;
  v_pagina integer;
  v_ids bigint[];
  v_reservados bigint[] := '{}';
  v_muda_ids bigint[] := '{}';
  v_muda_precos numeric[] := '{}';
  v_lista_ids bigint[] := '{}';
  v_lista_precos numeric[] := '{}';
  v_lista_regulares numeric[] := '{}';
  v_lista_categorias bigint[] := '{}';
  v_cat_ids bigint[] := '{}';
  v_cat_tipos text[] := '{}';
  v_cat_valores numeric[] := '{}';
  v_cat_preco text;
begin
  if v_ordem is null then
    raise exception 'Ordenação inválida.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 48 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;

  if btrim(coalesce(p_busca, '')) <> '' then
    for v_palavra in
      select distinct w
        from regexp_split_to_table(public.f_unaccent(lower(left(p_busca, 200))), '[^[:alnum:]]+') as w
       where w <> ''
    loop
      v_filtro := v_filtro || format(' and p.busca like %L', '%' || v_palavra || '%');
    end loop;
  end if;

  -- The changers ($5/$6): the promoted products the price filter judges differently at their current price
  -- (usually none; a promotion only lowers a price).
  if v_por_preco then
    -- L ($7..$9, $13): the products of product-list promotions, each with its lowest list price, its regular
    -- price and category; K ($10..$12): the category promotions running (a few).
    select coalesce(array_agg(l.produto_id), '{}'), coalesce(array_agg(l.preco), '{}'),
           coalesce(array_agg(l.preco_venda), '{}'), coalesce(array_agg(l.categoria_id), '{}')
      into v_lista_ids, v_lista_precos, v_lista_regulares, v_lista_categorias
      from (select pp.produto_id, min(p.preco_venda) as preco_venda, min(p.categoria_id) as categoria_id,
                   min(case pr.tipo when 'preco' then pr.valor else round(p.preco_venda * (100 - pr.valor) / 100, 2) end) as preco
              from public.promocoes pr
              join public.promocoes_produtos pp on pp.promocao_id = pr.id
              cross join lateral (select p.preco_venda, p.categoria_id from public.produtos p where p.id = pp.produto_id and p.ativo limit 1) p
             where pr.inicio <= now() and pr.fim > now()
             group by pp.produto_id) l;
    select coalesce(array_agg(pr.categoria_id), '{}'), coalesce(array_agg(pr.tipo), '{}'), coalesce(array_agg(pr.valor), '{}')
      into v_cat_ids, v_cat_tipos, v_cat_valores
      from public.promocoes pr
     where pr.categoria_id is not null and pr.inicio <= now() and pr.fim > now();
  end if;
  -- The changers, read from the running promotions (never from the whole price range: a ceiling of 100
  -- is above most of the catalogue): a product above the ceiling that a promotion brings under it (its
  -- current price read for the filter), and, with a minimum, a product in the range that a promotion takes
  -- below the minimum (price -1: any price below the minimum, only the filter reads it).
  if v_min > 0 or p_preco_max is not null then
    select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.preco), '{}')
      into v_muda_ids, v_muda_precos
      from (
        -- Above the ceiling: every running promotion's price on each such promoted product, so the lowest
        -- (and the regular one) is its current price, computed here for the lot.
        select e.id, e.preco
          from (select c.id, least(min(c.preco_venda), min(c.preco)) as preco
                  from (select pp.produto_id as id, p.preco_venda,
                               case pr.tipo when 'preco' then pr.valor else round(p.preco_venda * (100 - pr.valor) / 100, 2) end as preco
                          from public.promocoes pr
                          join public.promocoes_produtos pp on pp.promocao_id = pr.id
                          cross join lateral (select p.preco_venda from public.produtos p where p.id = pp.produto_id and p.ativo limit 1) p
                         where p_preco_max is not null and pr.inicio <= now() and pr.fim > now() and p.preco_venda > p_preco_max
                        union all
                        select p.id, p.preco_venda,
                               case pr.tipo when 'preco' then pr.valor else round(p.preco_venda * (100 - pr.valor) / 100, 2) end
                          from public.promocoes pr
                          join public.produtos p on p.categoria_id = pr.categoria_id and p.ativo
                         where p_preco_max is not null and pr.categoria_id is not null and pr.inicio <= now() and pr.fim > now()
                           and p.preco_venda > p_preco_max) c
                 group by c.id) e
         where e.preco >= v_min and e.preco <= p_preco_max
        union
        select pp.produto_id, -1
          from public.promocoes pr
          join public.promocoes_produtos pp on pp.promocao_id = pr.id
          cross join lateral (select p.preco_venda from public.produtos p where p.id = pp.produto_id and p.ativo limit 1) p
         where v_min > 0 and pr.inicio <= now() and pr.fim > now()
           and p.preco_venda >= v_min and (p_preco_max is null or p.preco_venda <= p_preco_max)
           and case pr.tipo when 'preco' then pr.valor else round(p.preco_venda * (100 - pr.valor) / 100, 2) end < v_min
        union
        select p.id, -1
          from public.promocoes pr
          join public.produtos p on p.categoria_id = pr.categoria_id and p.ativo
         where v_min > 0 and pr.categoria_id is not null and pr.inicio <= now() and pr.fim > now()
           and p.preco_venda >= v_min and (p_preco_max is null or p.preco_venda <= p_preco_max)
           and case pr.tipo when 'preco' then pr.valor else round(p.preco_venda * (100 - pr.valor) / 100, 2) end < v_min
      ) c;
  end if;

  if cardinality(v_muda_ids) > 0 then
    v_preco := 'coalesce(x.preco, p.preco_venda)';
    v_junta := ' left join unnest($5::bigint[], $6::numeric[]) as x(id, preco) on x.id = p.id';
  end if;

  if cardinality(v_muda_ids) > 0 then
    -- The count outside the changers by the price range's index, plus the changers at their current price
    -- (a join over every product would read the whole catalogue for a narrow range).
    execute format('select (select count(*) from public.catalogo_produtos p where %s and p.id <> all ($5))'
                   || ' + (select count(*) from unnest($5::bigint[], $6::numeric[]) as x(id, preco)'
                   || '    join public.catalogo_produtos p on p.id = x.id where %s)',
                   replace(v_faixa, '{preco}', 'p.preco_venda') || ' and ' || v_filtro, replace(v_faixa, '{preco}', 'x.preco') || ' and ' || v_filtro)
       into v_total
      using v_min, p_preco_max, p_categoria, v_reservados, v_muda_ids, v_muda_precos;
  else
    execute 'select count(*) from public.catalogo_produtos p where ' || replace(v_faixa, '{preco}', v_preco) || ' and ' || v_filtro
       into v_total
      using v_min, p_preco_max, p_categoria, v_reservados, v_muda_ids, v_muda_precos;
  end if;
  v_pagina := least(p_pagina, greatest(1, ceil(v_total / p_por_pagina::numeric)::integer));

  if v_total > 0 and p_ordem = 'estoque_desc' then
    v_reservados := array(
      select distinct i.produto_id
        from public.vendas v
        join public.itens_venda i on i.venda_id = v.id
       where v.status = 'pendente' and v.reserva_expira_em > now());
  end if;

  if v_total > 0 and (cardinality(v_lista_ids) > 0 or cardinality(v_cat_ids) > 0) then
    -- A price order with promotions running. The page comes from three sets, each at its current price:
    -- 1. the products outside L and outside the promoted categories: the first N by the price index;
    -- 2. L, priced from the arrays (joined to the products only for a search's words);
    -- 3. per category promotion, the first N of its category in the order's direction by the
    --    (categoria_id, preco) index: a % off or a fixed price keeps the category's order, so a product past
    --    its promotion's first N has N others at or before it (ties of rounded prices aside).
    -- The current price: least(regular, its lowest list price, its category's lowest promotion price).
    v_cat_preco := '(select min(case k.tipo when ''preco'' then least(k.valor, {q}.preco_venda) else round({q}.preco_venda * (100 - k.valor) / 100, 2) end)'
                   || ' from unnest($10::bigint[], $11::text[], $12::numeric[]) as k(categoria_id, tipo, valor) where k.categoria_id = {q}.categoria_id)';
    execute format(
      'select array(select c.id from ('
      || '(select p.id, p.preco_venda as preco from public.catalogo_produtos p where %1$s and p.id <> all ($7)'
      || '   and (p.categoria_id is null or p.categoria_id <> all ($10)) order by %3$s limit %4$s)'
      || ' union '
      || '(select a.id, a.preco from (select l.id, least(l.preco_venda, l.preco, coalesce(%9$s, l.preco_venda)) as preco, l.categoria_id'
      || '    from unnest($7::bigint[], $8::numeric[], $9::numeric[], $13::bigint[]) as l(id, preco, preco_venda, categoria_id)) a%8$s'
      || '  where %2$s)'
      || ' union '
      || '(select b.id, b.preco from unnest($10::bigint[], $11::text[], $12::numeric[]) as k(categoria_id, tipo, valor)'
      || '  cross join lateral (select p.id, least(p.preco_venda, %10$s) as preco from public.catalogo_produtos p'
      || '    where p.categoria_id = k.categoria_id and p.id <> all ($7) and %11$s order by %3$s limit %4$s) b'
      || '  where %12$s)'
      || ') c order by %5$s limit %6$s offset %7$s)',
      replace(v_faixa, '{preco}', 'p.preco_venda') || ' and ' || v_filtro,
      replace(v_faixa, '{preco}', 'a.preco') || ' and ' || replace(v_filtro, 'p.categoria_id', 'a.categoria_id'),
      v_ordem, v_pagina * p_por_pagina,
      case p_ordem when 'preco_asc' then 'c.preco asc, c.id asc' else 'c.preco desc, c.id desc' end,
      p_por_pagina, (v_pagina - 1) * p_por_pagina,
      case when btrim(coalesce(p_busca, '')) <> '' then ' join public.catalogo_produtos p on p.id = a.id' else '' end,
      replace(v_cat_preco, '{q}', 'l'),
      replace(v_cat_preco, '{q}', 'p'),
      v_filtro || ' and ' || replace(v_faixa, '{preco}',
        '(case k.tipo when ''preco'' then least(k.valor, p.preco_venda) else round(p.preco_venda * (100 - k.valor) / 100, 2) end)'),
      replace(v_faixa, '{preco}', 'b.preco'))
       into v_ids
      using v_min, p_preco_max, p_categoria, v_reservados, v_muda_ids, v_muda_precos,
            v_lista_ids, v_lista_precos, v_lista_regulares, v_cat_ids, v_cat_tipos, v_cat_valores, v_lista_categorias;
  elsif v_total > 0 and cardinality(v_reservados) > 0 then
    execute format(
      'select array(select c.id from ('
      || '(select p.id, p.estoque_atual as disponivel from public.catalogo_produtos p%5$s where %1$s and p.id <> all ($4)'
      || '  order by p.estoque_atual desc, p.id desc limit %2$s)'
      || ' union all '
      || '(select p.id, d.disponivel from public._catalogo_disponivel($4) d join public.catalogo_produtos p on p.id = d.produto_id%5$s'
      || '  where d.grade_id is null and %1$s)'
      || ') c order by c.disponivel desc, c.id desc limit %3$s offset %4$s)',
      replace(v_faixa, '{preco}', v_preco) || ' and ' || v_filtro, v_pagina * p_por_pagina, p_por_pagina, (v_pagina - 1) * p_por_pagina, v_junta)
       into v_ids
      using v_min, p_preco_max, p_categoria, v_reservados, v_muda_ids, v_muda_precos;
  elsif v_total > 0 then
    execute format('select array(select p.id from public.catalogo_produtos p%s where %s order by %s limit %s offset %s)',
                   v_junta, replace(v_faixa, '{preco}', v_preco) || ' and ' || v_filtro, v_ordem, p_por_pagina, (v_pagina - 1) * p_por_pagina)
       into v_ids
      using v_min, p_preco_max, p_categoria, v_reservados, v_muda_ids, v_muda_precos;
  end if;

  return jsonb_build_object('total', v_total, 'pagina', v_pagina,
                            'produtos', case when v_total > 0 then public._catalogo_json(v_ids) else '[]'::jsonb end);
end;
$$;
