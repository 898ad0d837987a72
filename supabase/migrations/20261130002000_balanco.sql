-- Balanço (issue 27): the periodic stock count, by barcode, several people at once.
--
-- 1. balancos: one count session (shown as B-000012), its scope (every active product, one category, or
--    chosen products in balanco_produtos), who opened it, and its status: aberto → aplicado | cancelado.
-- 2. balanco_contagens: one row per counted item (a grade, or a product without grades) of a session,
--    unique on (balanco_id, produto_id, grade_id) with nulls not distinct. A scan is one upsert that adds
--    to the row (`quantidade = quantidade + n`): atomic, so no scan is ever lost, and the row lock is held
--    only for the statement's transaction (one RPC), so eight counters on one hot grade queue for
--    microseconds. The first count of an item keeps the stock the system had then (estoque_contagem), so
--    the review can say when the stock moved after the item was counted.
-- 3. Functions (security definer, admin and funcionário; Portuguese refusals that write nothing):
--    abrir_balanco, registrar_contagem (a scanned code or a chosen product/grade, +n), corrigir_contagem,
--    remover_contagem, zerar_nao_contados, cancelar_balanco, aplicar_balanco; balanco_revisao (staff)
--    reads a session with its lines, the items not counted yet and the totals; view balancos_lista.
-- 4. "Aplicar": every line whose count differs from the system stock becomes one ledger movement
--    (motivo Inventário, balanco_id, at cost), and the stock becomes the count, all in one call; an item
--    not counted is left alone (it counts as zero only when someone said so: zerar_nao_contados or a
--    typed 0). If the stock moved after an item was counted, aplicar_balanco refuses unless called with
--    p_confirmado (the review shows which items moved and asks).
-- 5. The ledger: movimentacoes_estoque.balanco_id gets its foreign key; a balanço's movements cannot be
--    edited or deleted by hand (the session is closed). estoque_kardex gains compra_id and balanco_id so
--    the kardex links back to the purchase order and to the count.
-- Scans and Aplicar exclude each other through an advisory lock on the session (scans shared, Aplicar
-- and Cancelar exclusive): a scan that waits for an Aplicar sees the session closed and is refused.

-- 1. Tables -------------------------------------------------------------------------------------------
create function public.codigo_balanco(p_id bigint) returns text
language plpgsql immutable parallel safe set search_path = ''
as $$ begin return 'B-' || lpad(p_id::text, 6, '0'); end $$;

create table public.balancos (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  escopo text not null check (escopo in ('todos', 'categoria', 'produtos')),
  categoria_id bigint references public.categorias (id) on delete restrict,
  observacoes text check (char_length(observacoes) <= 1000),
  status text not null default 'aberto' check (status in ('aberto', 'aplicado', 'cancelado')),
  aberto_por bigint not null references public.usuarios (id),
  aberto_em timestamptz not null default now(),
  fechado_por bigint references public.usuarios (id),
  fechado_em timestamptz,
  check ((escopo = 'categoria') = (categoria_id is not null)),
  check ((status = 'aberto') = (fechado_em is null))
);
create index balancos_aberto_em on public.balancos (aberto_em desc, id desc);

create table public.balanco_produtos (
  balanco_id bigint not null references public.balancos (id) on delete cascade,
  produto_id bigint not null references public.produtos (id) on delete cascade,
  primary key (balanco_id, produto_id)
);

-- contado_por / atualizado_por are kept without a foreign key on purpose: a key-share lock on the
-- counter's usuarios row at every scan would make eight counters contend on their own rows.
create table public.balanco_contagens (
  id bigint generated always as identity primary key,
  balanco_id bigint not null references public.balancos (id) on delete cascade,
  produto_id bigint not null references public.produtos (id) on delete cascade,
  grade_id bigint references public.grades_produto (id) on delete cascade,
  quantidade integer not null check (quantidade between 0 and 999999),
  leituras integer not null default 0 check (leituras >= 0),
  -- The system's stock when the item was first counted, and at "Aplicar" (frozen for the closed session).
  estoque_contagem integer not null,
  estoque_aplicado integer,
  contado_em timestamptz not null default clock_timestamp(),
  contado_por bigint,
  atualizado_em timestamptz not null default clock_timestamp(),
  atualizado_por bigint,
  constraint balanco_contagens_item unique nulls not distinct (balanco_id, produto_id, grade_id)
);
create index balanco_contagens_atualizado on public.balanco_contagens (balanco_id, atualizado_em desc);

alter table public.movimentacoes_estoque
  add constraint movimentacoes_estoque_balanco_id_fkey foreign key (balanco_id) references public.balancos (id);

alter table public.balancos enable row level security;
alter table public.balanco_produtos enable row level security;
alter table public.balanco_contagens enable row level security;
revoke all on public.balancos, public.balanco_produtos, public.balanco_contagens from anon, authenticated;
grant select on public.balancos, public.balanco_produtos, public.balanco_contagens to authenticated;
create policy balancos_leitura on public.balancos for select to authenticated using ((select public.is_staff()));
create policy balanco_produtos_leitura on public.balanco_produtos for select to authenticated using ((select public.is_staff()));
create policy balanco_contagens_leitura on public.balanco_contagens for select to authenticated using ((select public.is_staff()));

-- A balanço's movements are its result: editing one by hand would make the closed session lie.
create function public.movimentacoes_protege_balanco() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Esta movimentação é de um balanço e não pode ser alterada.' using errcode = 'P0001';
end $$;
create trigger movimentacoes_protege_balanco before update or delete on public.movimentacoes_estoque
  for each row when (old.balanco_id is not null) execute function public.movimentacoes_protege_balanco();

-- 2. Helpers ------------------------------------------------------------------------------------------
-- The session for a write: the caller may write, the session exists and is open. p_exclusivo: the
-- advisory lock Aplicar/Cancelar take (scans take it shared, so they never run beside an Aplicar).
create function public._balanco_aberto(p_balanco_id bigint, p_exclusivo boolean default false) returns public.balancos
language plpgsql security definer
set search_path = ''
as $$
declare
  v_balanco public.balancos;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para fazer balanço.' using errcode = '42501';
  end if;
  if p_exclusivo then
    perform pg_advisory_xact_lock(27002, p_balanco_id::integer);
  else
    perform pg_advisory_xact_lock_shared(27002, p_balanco_id::integer);
  end if;
  select * into v_balanco from public.balancos where id = p_balanco_id;
  if not found then
    raise exception 'Balanço não encontrado.' using errcode = 'P0001';
  end if;
  if v_balanco.status = 'aplicado' then
    raise exception 'O balanço % já foi aplicado e não pode mais ser alterado.', public.codigo_balanco(v_balanco.id)
      using errcode = 'P0001', hint = 'balanco_fechado';
  elsif v_balanco.status = 'cancelado' then
    raise exception 'O balanço % foi cancelado e não pode mais ser alterado.', public.codigo_balanco(v_balanco.id)
      using errcode = 'P0001', hint = 'balanco_fechado';
  end if;
  return v_balanco;
end $$;

-- Every item (a grade, or a product without grades) of the session's scope, active products only.
create function public._balanco_itens(p_balanco public.balancos)
returns table (produto_id bigint, grade_id bigint)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return query
    select p.id, g.id
      from public.produtos p
      left join public.grades_produto g on g.produto_id = p.id
     where p.ativo
       and case p_balanco.escopo
             when 'todos' then true
             when 'categoria' then p.categoria_id = p_balanco.categoria_id
             else exists (select 1 from public.balanco_produtos bp where bp.balanco_id = p_balanco.id and bp.produto_id = p.id)
           end;
end $$;

-- 3. Opening a session ------------------------------------------------------------------------------
-- p_escopo: 'todos', 'categoria' (p_categoria_id) or 'produtos' (p_produtos, up to 2000 ids).
create function public.abrir_balanco(
  p_escopo text, p_categoria_id bigint default null, p_produtos bigint[] default null, p_observacoes text default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id bigint;
  v_produtos bigint[];
begin
  if not public.can_write() then
    raise exception 'Sem permissão para fazer balanço.' using errcode = '42501';
  end if;
  if p_escopo is null or p_escopo not in ('todos', 'categoria', 'produtos') then
    raise exception 'Escolha o escopo do balanço: todos os produtos, uma categoria ou produtos escolhidos.'
      using errcode = '22023', hint = 'escopo';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;
  if p_escopo = 'categoria' then
    if p_categoria_id is null then
      raise exception 'Escolha a categoria do balanço.' using errcode = '22023', hint = 'categoria_id';
    end if;
    if not exists (select 1 from public.categorias c where c.id = p_categoria_id) then
      raise exception 'Categoria não encontrada.' using errcode = '22023', hint = 'categoria_id';
    end if;
  elsif p_escopo = 'produtos' then
    v_produtos := array(select distinct unnest(coalesce(p_produtos, '{}')) order by 1);
    if cardinality(v_produtos) = 0 then
      raise exception 'Escolha pelo menos um produto para o balanço.' using errcode = '22023', hint = 'produtos';
    end if;
    if cardinality(v_produtos) > 2000 then
      raise exception 'Um balanço aceita no máximo 2000 produtos escolhidos: use uma categoria ou todos os produtos.'
        using errcode = '22023', hint = 'produtos';
    end if;
    if (select count(*) from public.produtos p where p.id = any (v_produtos) and p.ativo) <> cardinality(v_produtos) then
      raise exception 'Um dos produtos escolhidos não existe ou está inativo.' using errcode = '22023', hint = 'produtos';
    end if;
  end if;

  insert into public.balancos (escopo, categoria_id, observacoes, aberto_por)
  values (p_escopo, case when p_escopo = 'categoria' then p_categoria_id end,
          nullif(btrim(coalesce(p_observacoes, '')), ''), public._usuario_atual())
  returning id into v_id;
  if p_escopo = 'produtos' then
    insert into public.balanco_produtos (balanco_id, produto_id) select v_id, unnest(v_produtos);
  end if;
  return jsonb_build_object('id', v_id, 'codigo', public.codigo_balanco(v_id));
end $$;

-- 4. Counting ---------------------------------------------------------------------------------------
-- Adds p_quantidade (0 to 9999; 0 marks an item as counted with nothing on the shelf) to one item,
-- named by a scanned code (a grade's code, or the code of a product without grades, as the counter
-- sale's produtos_para_venda resolves them) or by p_produto_id/p_grade_id (picked by name).
-- Returns the item and its new count; `repetida` says it had been counted before.
create function public.registrar_contagem(
  p_balanco_id bigint, p_codigo text default null, p_produto_id bigint default null, p_grade_id bigint default null,
  p_quantidade integer default 1
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_balanco public.balancos;
  v_codigo text := nullif(btrim(coalesce(p_codigo, '')), '');
  v_produto_id bigint;
  v_produto_nome text;
  v_categoria_id bigint;
  v_estoque integer;
  v_grade_id bigint;
  v_cor text;
  v_tamanho text;
  v_n integer;
  v_nome text;
  v_no_escopo boolean;
  v_quantidade integer;
  v_leituras integer;
  v_usuario bigint;
begin
  v_balanco := public._balanco_aberto(p_balanco_id);
  if p_quantidade is null or p_quantidade < 0 or p_quantidade > 9999 then
    raise exception 'Informe a quantidade (de 0 a 9999).' using errcode = '22023', hint = 'quantidade';
  end if;

  if v_codigo is not null then
    select g.id, g.cor, g.tamanho, g.estoque_atual, p.id, p.nome, p.categoria_id
      into v_grade_id, v_cor, v_tamanho, v_estoque, v_produto_id, v_produto_nome, v_categoria_id
      from public.grades_produto g join public.produtos p on p.id = g.produto_id
     where g.codigo_barras = v_codigo and p.ativo
     order by g.id limit 1;
    if v_grade_id is null then
      select p.id, p.nome, p.categoria_id, p.estoque_atual, count(*) over ()
        into v_produto_id, v_produto_nome, v_categoria_id, v_estoque, v_n
        from public.produtos p where p.codigo_barras = v_codigo and p.ativo order by p.id limit 1;
      if v_produto_id is null then
        raise exception 'Código % não encontrado.', v_codigo using errcode = 'P0001', hint = 'codigo';
      end if;
      if v_n > 1 then
        raise exception 'O código % é de mais de um produto: escolha o produto pela busca.', v_codigo using errcode = 'P0001', hint = 'codigo';
      end if;
    end if;
  elsif p_produto_id is not null then
    select p.id, p.nome, p.categoria_id, p.estoque_atual into v_produto_id, v_produto_nome, v_categoria_id, v_estoque
      from public.produtos p where p.id = p_produto_id and p.ativo;
    if v_produto_id is null then
      raise exception 'Produto não encontrado ou inativo.' using errcode = 'P0001', hint = 'produto_id';
    end if;
    if p_grade_id is not null then
      select g.id, g.cor, g.tamanho, g.estoque_atual into v_grade_id, v_cor, v_tamanho, v_estoque
        from public.grades_produto g where g.id = p_grade_id and g.produto_id = p_produto_id;
      if v_grade_id is null then
        raise exception '% não tem esta cor e tamanho.', v_produto_nome using errcode = 'P0001', hint = 'grade_id';
      end if;
    end if;
  else
    raise exception 'Leia ou digite o código do produto.' using errcode = '22023', hint = 'codigo';
  end if;

  if v_grade_id is null and exists (select 1 from public.grades_produto g where g.produto_id = v_produto_id) then
    raise exception '% é contado por cor e tamanho: leia o código da grade ou escolha a cor e o tamanho.', v_produto_nome
      using errcode = 'P0001', hint = 'grade_id';
  end if;
  v_nome := case when v_grade_id is null then v_produto_nome else format('%s (%s/%s)', v_produto_nome, v_cor, v_tamanho) end;

  -- Assigned first: an IF condition ends at its first THEN, the CASE's own included.
  v_no_escopo := case v_balanco.escopo
                   when 'todos' then true
                   when 'categoria' then v_categoria_id is not distinct from v_balanco.categoria_id
                   else exists (select 1 from public.balanco_produtos bp where bp.balanco_id = v_balanco.id and bp.produto_id = v_produto_id)
                 end;
  if not v_no_escopo then
    raise exception '% não faz parte do balanço %.', v_nome, public.codigo_balanco(v_balanco.id) using errcode = 'P0001', hint = 'escopo';
  end if;

  v_usuario := public._usuario_atual();
  insert into public.balanco_contagens as c
    (balanco_id, produto_id, grade_id, quantidade, leituras, estoque_contagem, contado_por, atualizado_por)
  values (v_balanco.id, v_produto_id, v_grade_id, p_quantidade, 1, v_estoque, v_usuario, v_usuario)
  on conflict on constraint balanco_contagens_item do update
     set quantidade = c.quantidade + excluded.quantidade,
         leituras = c.leituras + 1,
         atualizado_em = clock_timestamp(),
         atualizado_por = excluded.atualizado_por
  returning c.quantidade, c.leituras into v_quantidade, v_leituras;

  return jsonb_build_object(
    'produto_id', v_produto_id, 'produto_nome', v_produto_nome, 'grade_id', v_grade_id, 'cor', v_cor,
    'tamanho', v_tamanho, 'nome', v_nome, 'quantidade', v_quantidade, 'leituras', v_leituras,
    'repetida', v_leituras > 1);
end $$;

-- The open session of a count line, for correcting or removing it (the same refusals as _balanco_aberto).
create function public._balanco_da_contagem(p_contagem_id bigint) returns public.balancos
language plpgsql security definer
set search_path = ''
as $$
declare
  v_balanco_id bigint;
begin
  select c.balanco_id into v_balanco_id from public.balanco_contagens c where c.id = p_contagem_id;
  if not found then
    if not public.can_write() then
      raise exception 'Sem permissão para fazer balanço.' using errcode = '42501';
    end if;
    raise exception 'Linha de contagem não encontrada.' using errcode = 'P0001';
  end if;
  return public._balanco_aberto(v_balanco_id);
end $$;

-- Sets a count line to the figure typed (0 to 999999: 0 means counted, none on the shelf).
create function public.corrigir_contagem(p_contagem_id bigint, p_quantidade integer) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_linha public.balanco_contagens;
begin
  perform public._balanco_da_contagem(p_contagem_id);
  if p_quantidade is null or p_quantidade < 0 or p_quantidade > 999999 then
    raise exception 'Informe a quantidade contada (de 0 a 999999).' using errcode = '22023', hint = 'quantidade';
  end if;
  update public.balanco_contagens
     set quantidade = p_quantidade, atualizado_em = clock_timestamp(), atualizado_por = public._usuario_atual()
   where id = p_contagem_id
  returning * into v_linha;
  if not found then
    raise exception 'Linha de contagem não encontrada.' using errcode = 'P0001';
  end if;
  return jsonb_build_object('id', v_linha.id, 'quantidade', v_linha.quantidade);
end $$;

-- Removes a count line: the item goes back to "not counted".
create function public.remover_contagem(p_contagem_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public._balanco_da_contagem(p_contagem_id);
  delete from public.balanco_contagens where id = p_contagem_id;
end $$;

-- Every item of the scope not counted yet gets a count of 0 (the person said the rest is not there).
-- Returns how many lines it added.
create function public.zerar_nao_contados(p_balanco_id bigint) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_balanco public.balancos;
  v_usuario bigint := public._usuario_atual();
  v_linhas integer;
begin
  v_balanco := public._balanco_aberto(p_balanco_id);
  insert into public.balanco_contagens (balanco_id, produto_id, grade_id, quantidade, leituras, estoque_contagem, contado_por, atualizado_por)
  select v_balanco.id, i.produto_id, i.grade_id, 0, 0, coalesce(g.estoque_atual, p.estoque_atual), v_usuario, v_usuario
    from public._balanco_itens(v_balanco) i
    join public.produtos p on p.id = i.produto_id
    left join public.grades_produto g on g.id = i.grade_id
  on conflict on constraint balanco_contagens_item do nothing;
  get diagnostics v_linhas = row_count;
  return v_linhas;
end $$;

create function public.cancelar_balanco(p_balanco_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public._balanco_aberto(p_balanco_id, true);
  update public.balancos set status = 'cancelado', fechado_em = now(), fechado_por = public._usuario_atual() where id = p_balanco_id;
end $$;

-- 5. Applying -----------------------------------------------------------------------------------------
-- A line "moved" when its item's stock is not what it was at the first count, or the ledger has a
-- movement of that item recorded after the first count (a sale and a return in between cancel out in
-- the figure but not in the ledger).
create function public._balanco_mudou(p_linha public.balanco_contagens, p_atual integer) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return p_atual <> p_linha.estoque_contagem
      or exists (select 1 from public.movimentacoes_estoque m
                  where m.produto_id = p_linha.produto_id and m.grade_id is not distinct from p_linha.grade_id
                    and m.created_at > p_linha.contado_em);
end $$;

-- Every counted line whose count differs from the stock now becomes one movement (Inventário, at cost,
-- balanco_id) and the stock becomes the count; all of it or nothing. Refused while some counted item's
-- stock moved after it was counted, unless p_confirmado (the person saw the review's warning).
-- Returns {ajustes, entradas, saidas, valor_entradas, valor_saidas}.
create function public.aplicar_balanco(p_balanco_id bigint, p_confirmado boolean default false) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_balanco public.balancos;
  v_usuario bigint := public._usuario_atual();
  v_mudaram integer;
  v_resumo jsonb;
begin
  v_balanco := public._balanco_aberto(p_balanco_id, true);
  if not exists (select 1 from public.balanco_contagens c where c.balanco_id = v_balanco.id) then
    raise exception 'Conte pelo menos um item antes de aplicar o balanço.' using errcode = 'P0001', hint = 'sem_contagem';
  end if;

  -- The counted products, locked in id order as every stock writer does: no sale moves them meanwhile.
  perform public._bloquear_produtos(array(select distinct c.produto_id from public.balanco_contagens c where c.balanco_id = v_balanco.id));

  -- The stock now, frozen on each line: the closed session shows what Aplicar compared.
  update public.balanco_contagens c
     set estoque_aplicado = p.estoque_atual
    from public.produtos p
   where c.balanco_id = v_balanco.id and p.id = c.produto_id and c.grade_id is null;
  update public.balanco_contagens c
     set estoque_aplicado = g.estoque_atual
    from public.grades_produto g
   where c.balanco_id = v_balanco.id and g.id = c.grade_id;

  if not coalesce(p_confirmado, false) then
    select count(*) into v_mudaram
      from public.balanco_contagens c
     where c.balanco_id = v_balanco.id and public._balanco_mudou(c, c.estoque_aplicado);
    if v_mudaram > 0 then
      raise exception 'O estoque de % depois da contagem. Confira a revisão e confirme para aplicar.',
        case when v_mudaram = 1 then '1 item mudou' else v_mudaram || ' itens mudou' end
        using errcode = 'P0001', hint = 'estoque_mudou';
    end if;
  end if;

  update public.grades_produto g
     set estoque_atual = c.quantidade
    from public.balanco_contagens c
   where c.balanco_id = v_balanco.id and g.id = c.grade_id and c.quantidade <> c.estoque_aplicado;
  update public.produtos p
     set estoque_atual = c.quantidade
    from public.balanco_contagens c
   where c.balanco_id = v_balanco.id and c.grade_id is null and p.id = c.produto_id and c.quantidade <> c.estoque_aplicado;

  insert into public.movimentacoes_estoque
    (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao, balanco_id)
  select case when c.quantidade > c.estoque_aplicado then 'entrada' else 'saida' end,
         c.produto_id, c.grade_id, abs(c.quantidade - c.estoque_aplicado), p.preco_custo + p.preco_compra,
         'Inventário', 'Balanço ' || public.codigo_balanco(v_balanco.id), v_usuario, clock_timestamp(), v_balanco.id
    from public.balanco_contagens c
    join public.produtos p on p.id = c.produto_id
   where c.balanco_id = v_balanco.id and c.quantidade <> c.estoque_aplicado
   order by c.produto_id, c.grade_id;

  update public.balancos set status = 'aplicado', fechado_em = now(), fechado_por = v_usuario where id = v_balanco.id;

  select jsonb_build_object(
           'ajustes', count(*),
           'entradas', coalesce(sum(m.quantidade) filter (where m.tipo = 'entrada'), 0),
           'saidas', coalesce(sum(m.quantidade) filter (where m.tipo = 'saida'), 0),
           'valor_entradas', coalesce(sum(m.quantidade * m.preco_unitario) filter (where m.tipo = 'entrada'), 0),
           'valor_saidas', coalesce(sum(m.quantidade * m.preco_unitario) filter (where m.tipo = 'saida'), 0))
    into v_resumo
    from public.movimentacoes_estoque m where m.balanco_id = v_balanco.id;
  return v_resumo;
end $$;

-- 6. Reading --------------------------------------------------------------------------------------------
-- One session for its page: the header, every counted line (newest first) with the system stock (now,
-- or frozen at Aplicar), the difference in units and at cost (preco_custo + preco_compra), whether the
-- stock moved after the count; the items of the scope not counted (open sessions only); the totals.
create function public.balanco_revisao(p_balanco_id bigint) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_balanco public.balancos;
  v_linhas jsonb;
  v_nao_contados jsonb := '[]'::jsonb;
  v_total_nao_contados integer := 0;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o balanço.' using errcode = '42501';
  end if;
  select * into v_balanco from public.balancos where id = p_balanco_id;
  if not found then
    raise exception 'Balanço não encontrado.' using errcode = 'P0001';
  end if;

  select coalesce(jsonb_agg(to_jsonb(l) order by l.atualizado_em desc, l.id desc), '[]'::jsonb) into v_linhas
    from (select c.id, c.produto_id, p.nome as produto_nome, c.grade_id, g.cor, g.tamanho,
                 coalesce(g.codigo_barras, p.codigo_barras) as codigo_barras,
                 c.quantidade as contado, s.sistema, c.estoque_contagem as sistema_na_contagem,
                 c.quantidade - s.sistema as diferenca,
                 (p.preco_custo + p.preco_compra) as custo,
                 ((c.quantidade - s.sistema) * (p.preco_custo + p.preco_compra))::numeric(12, 2) as valor_diferenca,
                 (v_balanco.status = 'aberto' and public._balanco_mudou(c, s.sistema)) as mudou,
                 c.leituras, c.contado_em, c.atualizado_em, u.nome as atualizado_por_nome
            from public.balanco_contagens c
            join public.produtos p on p.id = c.produto_id
            left join public.grades_produto g on g.id = c.grade_id
            left join public.usuarios u on u.id = c.atualizado_por
            cross join lateral (select case when v_balanco.status = 'aberto' then coalesce(g.estoque_atual, p.estoque_atual)
                                            else coalesce(c.estoque_aplicado, c.estoque_contagem) end as sistema) s
           where c.balanco_id = v_balanco.id) l;

  if v_balanco.status = 'aberto' then
    select count(*)::integer,
           coalesce(jsonb_agg(jsonb_build_object(
             'produto_id', n.produto_id, 'produto_nome', n.nome, 'grade_id', n.grade_id, 'cor', n.cor, 'tamanho', n.tamanho,
             'codigo_barras', n.codigo_barras, 'sistema', n.sistema) order by n.nome, n.produto_id, n.cor, n.tamanho, n.grade_id)
             filter (where n.ordem <= 500), '[]'::jsonb)
      into v_total_nao_contados, v_nao_contados
      from (select i.produto_id, i.grade_id, p.nome, g.cor, g.tamanho, coalesce(g.codigo_barras, p.codigo_barras) as codigo_barras,
                   coalesce(g.estoque_atual, p.estoque_atual) as sistema,
                   row_number() over (order by p.nome, p.id, g.cor, g.tamanho, g.id) as ordem
              from public._balanco_itens(v_balanco) i
              join public.produtos p on p.id = i.produto_id
              left join public.grades_produto g on g.id = i.grade_id
             where not exists (select 1 from public.balanco_contagens c
                                where c.balanco_id = v_balanco.id and c.produto_id = i.produto_id
                                  and c.grade_id is not distinct from i.grade_id)) n;
  end if;

  return jsonb_build_object(
    'balanco', (select jsonb_build_object(
                  'id', b.id, 'codigo', public.codigo_balanco(b.id), 'status', b.status, 'escopo', b.escopo,
                  'categoria_id', b.categoria_id, 'categoria_nome', c.nome, 'observacoes', b.observacoes,
                  'aberto_em', b.aberto_em, 'aberto_por_nome', ua.nome, 'fechado_em', b.fechado_em, 'fechado_por_nome', uf.nome,
                  'produtos', (select count(*) from public.balanco_produtos bp where bp.balanco_id = b.id))
                  from public.balancos b
                  left join public.categorias c on c.id = b.categoria_id
                  left join public.usuarios ua on ua.id = b.aberto_por
                  left join public.usuarios uf on uf.id = b.fechado_por
                 where b.id = v_balanco.id),
    'linhas', v_linhas,
    'nao_contados', v_nao_contados,
    'totais', (select jsonb_build_object(
                 'contados', count(*),
                 'unidades', coalesce(sum((e ->> 'contado')::integer), 0),
                 'com_diferenca', count(*) filter (where (e ->> 'diferenca')::integer <> 0),
                 'sobra', coalesce(sum((e ->> 'diferenca')::integer) filter (where (e ->> 'diferenca')::integer > 0), 0),
                 'falta', coalesce(-sum((e ->> 'diferenca')::integer) filter (where (e ->> 'diferenca')::integer < 0), 0),
                 'valor_sobra', coalesce(sum((e ->> 'valor_diferenca')::numeric) filter (where (e ->> 'diferenca')::integer > 0), 0),
                 'valor_falta', coalesce(-sum((e ->> 'valor_diferenca')::numeric) filter (where (e ->> 'diferenca')::integer < 0), 0),
                 'mudaram', count(*) filter (where (e ->> 'mudou')::boolean),
                 'nao_contados', v_total_nao_contados)
                 from jsonb_array_elements(v_linhas) e));
end $$;

-- The list /estoque/balanco reads: newest first, with the counted items and units. Staff only.
create view public.balancos_lista as
  select b.id, public.codigo_balanco(b.id) as codigo, b.status, b.escopo, b.categoria_id, c.nome as categoria_nome,
         b.observacoes, b.aberto_em, ua.nome as aberto_por_nome, b.fechado_em, uf.nome as fechado_por_nome,
         coalesce(t.itens, 0)::integer as itens_contados, coalesce(t.unidades, 0)::integer as unidades_contadas
    from public.balancos b
    left join public.categorias c on c.id = b.categoria_id
    left join public.usuarios ua on ua.id = b.aberto_por
    left join public.usuarios uf on uf.id = b.fechado_por
    left join lateral (select count(*) as itens, sum(k.quantidade) as unidades
                         from public.balanco_contagens k where k.balanco_id = b.id) t on true
   where (select public.is_staff());
comment on view public.balancos_lista is 'The stock counts (balanços), newest first, with counted items and units; staff only.';
revoke all on public.balancos_lista from anon, authenticated;
grant select on public.balancos_lista to authenticated;

-- 7. The kardex links back: estoque_kardex with the purchase order and the count of each movement
-- (new columns at the end: create or replace keeps the view's other columns and grants).
create or replace view public.estoque_kardex as
  select k.id, k.produto_id, k.grade_id, g.cor, g.tamanho, k.tipo, k.quantidade, k.preco_unitario, k.motivo,
         k.observacoes, u.nome as usuario_nome, k.data_movimentacao, k.efeito,
         (sum(k.efeito) over (partition by k.produto_id order by k.data_movimentacao, k.id rows unbounded preceding))::integer as saldo,
         (sum(k.efeito) over (partition by k.produto_id, k.grade_id order by k.data_movimentacao, k.id rows unbounded preceding))::integer as saldo_grade,
         k.compra_id, k.balanco_id
    from (
      select m.*, case m.tipo when 'entrada' then m.quantidade else -m.quantidade end as efeito
        from public.movimentacoes_estoque m
    ) k
    left join public.grades_produto g on g.id = k.grade_id
    left join public.usuarios u on u.id = k.usuario_id
   where (select public.is_staff());

-- Only the entry points are callable through the API.
revoke execute on function public._balanco_aberto(bigint, boolean), public._balanco_da_contagem(bigint), public._balanco_itens(public.balancos),
  public._balanco_mudou(public.balanco_contagens, integer), public.movimentacoes_protege_balanco()
  from public, anon, authenticated;
revoke execute on function public.abrir_balanco(text, bigint, bigint[], text),
  public.registrar_contagem(bigint, text, bigint, bigint, integer), public.corrigir_contagem(bigint, integer),
  public.remover_contagem(bigint), public.zerar_nao_contados(bigint), public.cancelar_balanco(bigint),
  public.aplicar_balanco(bigint, boolean), public.balanco_revisao(bigint)
  from public, anon;
grant execute on function public.abrir_balanco(text, bigint, bigint[], text),
  public.registrar_contagem(bigint, text, bigint, bigint, integer), public.corrigir_contagem(bigint, integer),
  public.remover_contagem(bigint), public.zerar_nao_contados(bigint), public.cancelar_balanco(bigint),
  public.aplicar_balanco(bigint, boolean), public.balanco_revisao(bigint)
  to authenticated;
