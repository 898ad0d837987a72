-- The product register (issue 11): stock only through the ledger, the list's filters, images.
--
-- 1. Every unit of stock is explained by the ledger (DESIGN, "Stock is a ledger"). Nobody writes
--    produtos.estoque_atual or grades_produto.estoque_atual through the table: the column grants leave
--    them out. A figure typed on the product or grade form goes through salvar_produto / salvar_grade,
--    which record an "Ajuste de estoque" movement for the difference in the same transaction.
--    The two moments the database itself moves stock are recorded too: a product's first grade takes
--    over its stock (the product-level units leave as an adjustment), and a removed grade takes its units
--    with it. So, for every product, sum(entradas) - sum(saidas) = estoque_atual.
-- 2. The list filters by colour and size through two arrays on produtos (cores, tamanhos), kept by the
--    trigger that already keeps the sum of the grades, with GIN indexes: index-backed at 20,000 products.
-- 3. excluir_produto answers the storage paths of the images it removed, so the client removes the files.
-- 4. trocar_imagens_produto swaps two image slots (drag to reorder, "Tornar principal").

-- 1. Column grants -------------------------------------------------------------------------------
revoke insert, update on public.produtos from authenticated;
grant insert (empresa_id, nome, descricao, codigo_barras, preco_venda, preco_custo, preco_compra, estoque_minimo,
  categoria_id, fornecedor_id, ativo, marketing, frete, embalagem, comissao, margem, preco_sugerido, preco_a, preco_b)
  on public.produtos to authenticated;
grant update (nome, descricao, codigo_barras, preco_venda, preco_custo, preco_compra, estoque_minimo,
  categoria_id, fornecedor_id, ativo, marketing, frete, embalagem, comissao, margem, preco_sugerido, preco_a, preco_b)
  on public.produtos to authenticated;

revoke insert, update on public.grades_produto from authenticated;
grant insert (produto_id, cor, tamanho, cor_rgb, estoque_minimo, codigo_barras) on public.grades_produto to authenticated;
grant update (cor, tamanho, cor_rgb, estoque_minimo, codigo_barras) on public.grades_produto to authenticated;

-- 2. Colours and sizes of the grades on the product ------------------------------------------------
alter table public.produtos
  add column cores text[] not null default '{}',
  add column tamanhos text[] not null default '{}';
comment on column public.produtos.cores is 'Colours of the grades, lower case and accent-free (list filter); kept by the database.';
comment on column public.produtos.tamanhos is 'Sizes of the grades, lower case (list filter); kept by the database.';

create or replace function public.produto_soma_grades() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  soma integer;
begin
  select sum(g.estoque_atual),
         coalesce(array_agg(distinct public.f_unaccent(lower(btrim(g.cor)))), '{}'),
         coalesce(array_agg(distinct lower(btrim(g.tamanho))), '{}')
    into soma, new.cores, new.tamanhos
    from public.grades_produto g where g.produto_id = new.id;
  if soma is not null then
    new.estoque_atual := soma;
  end if;
  return new;
end $$;

-- Now also when a grade's colour or size changes (the filter arrays).
create or replace function public.grades_atualiza_produto() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if tg_op = 'DELETE' and not exists (select 1 from public.grades_produto g where g.produto_id = old.produto_id) then
      -- The last grade left: its units left with it (grades_remove_estoque), so the product has none.
      update public.produtos set estoque_atual = 0 where id = old.produto_id;
    else
      update public.produtos set estoque_atual = estoque_atual where id = old.produto_id;
    end if;
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (new.produto_id is distinct from old.produto_id)) then
    update public.produtos set estoque_atual = estoque_atual where id = new.produto_id;
  end if;
  return null;
end $$;

create index produtos_cores on public.produtos using gin (cores);
create index produtos_tamanhos on public.produtos using gin (tamanhos);
-- The list's orders with their id tie-break (toListResult), for every status.
create index produtos_nome_id on public.produtos (nome, id);
create index produtos_preco_id on public.produtos (preco_venda, id);
create index produtos_estoque_id on public.produtos (estoque_atual, id);
create index produtos_categoria_nome_id on public.produtos (categoria_id, nome, id);
drop index public.produtos_nome;
drop index public.produtos_preco;
drop index public.produtos_estoque;

update public.produtos set estoque_atual = estoque_atual;

-- Ledger moments the database makes itself ---------------------------------------------------------
-- A product's first grade: the stock becomes the sum of the grades, so the units the product held
-- without grades leave through the ledger (they are then counted on the grades).
create or replace function public.grades_assume_estoque() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_estoque integer;
begin
  if not exists (select 1 from public.grades_produto g where g.produto_id = new.produto_id) then
    select estoque_atual into v_estoque from public.produtos where id = new.produto_id for update;
    if v_estoque > 0 then
      insert into public.movimentacoes_estoque (tipo, produto_id, quantidade, motivo, observacoes, usuario_id)
      values ('saida', new.produto_id, v_estoque, 'Ajuste de estoque', 'Estoque passou a ser controlado por grade',
              public._usuario_atual());
    end if;
  end if;
  return new;
end $$;
create trigger grades_assume_estoque before insert on public.grades_produto
  for each row execute function public.grades_assume_estoque();

-- A grade removed with units: they leave through the ledger. (A product being deleted has no ledger
-- rows, so its grades hold no units: produtos_protege_exclusao refuses the delete otherwise.)
create or replace function public.grades_remove_estoque() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.estoque_atual > 0 then
    insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes, usuario_id)
    values ('saida', old.produto_id, old.id, old.estoque_atual, 'Ajuste de estoque',
            left(format('Grade removida: %s / %s', old.cor, old.tamanho), 1000), public._usuario_atual());
  end if;
  return old;
end $$;
create trigger grades_remove_estoque before delete on public.grades_produto
  for each row execute function public.grades_remove_estoque();

-- Ajuste de estoque -------------------------------------------------------------------------------
-- A stock figure as typed: a whole number from 0 to 1,000,000.
create or replace function public._estoque(p_valor jsonb) returns integer
language plpgsql immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if p_valor is null or jsonb_typeof(p_valor) not in ('number', 'string') or (p_valor #>> '{}') !~ '^\s*-?[0-9]{1,9}(\.[0-9]+)?\s*$' then
    raise exception 'Estoque deve ser maior ou igual a zero' using errcode = '22023', hint = 'estoque_atual';
  end if;
  v := (p_valor #>> '{}')::numeric;
  if v < 0 then
    raise exception 'Estoque deve ser maior ou igual a zero' using errcode = '22023', hint = 'estoque_atual';
  end if;
  if v <> trunc(v) then
    raise exception 'O estoque deve ser um número inteiro' using errcode = '22023', hint = 'estoque_atual';
  end if;
  if v > 1000000 then
    raise exception 'O estoque deve ser no máximo 1000000' using errcode = '22023', hint = 'estoque_atual';
  end if;
  return v::integer;
end $$;

-- Brings a product without grades, or one grade, to p_estoque units by one "Ajuste de estoque"
-- movement for the difference (none when it is already there). The caller holds the product's lock.
create or replace function public._ajustar_estoque(p_produto_id bigint, p_grade_id bigint, p_estoque integer)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_atual integer;
  v_delta integer;
begin
  if p_grade_id is null then
    select estoque_atual into v_atual from public.produtos where id = p_produto_id;
  else
    select estoque_atual into v_atual from public.grades_produto where id = p_grade_id and produto_id = p_produto_id;
  end if;
  v_delta := p_estoque - v_atual;
  if v_delta = 0 then
    return;
  end if;
  perform public._aplicar_estoque(p_produto_id, p_grade_id, v_delta, abs(v_delta));
  insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes, usuario_id)
  values (case when v_delta > 0 then 'entrada' else 'saida' end, p_produto_id, p_grade_id, abs(v_delta),
          'Ajuste de estoque', format('Estoque ajustado de %s para %s no cadastro', v_atual, p_estoque), public._usuario_atual());
end $$;

-- Creates (p_id null) or updates a product, and records a typed stock figure through the ledger, in
-- one transaction. p_produto holds the columns to write; keys left out keep their value (on insert,
-- their default). estoque_atual, when present, is the figure the person typed; a product with grades
-- takes its stock from them, so a different figure is refused.
create or replace function public.salvar_produto(p_produto jsonb, p_id bigint default null) returns public.produtos
language plpgsql security definer
set search_path = ''
as $$
declare
  campos jsonb;
  r public.produtos;
  linha public.produtos;
  v_estoque integer;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para salvar produtos' using errcode = '42501';
  end if;
  if p_produto is null or jsonb_typeof(p_produto) <> 'object' then
    raise exception 'Dados do produto inválidos' using errcode = '22023';
  end if;
  if p_produto ? 'estoque_atual' and jsonb_typeof(p_produto -> 'estoque_atual') <> 'null' then
    v_estoque := public._estoque(p_produto -> 'estoque_atual');
  end if;
  -- What the database keeps itself is never taken from the client.
  campos := p_produto - array['id', 'empresa_id', 'estoque_atual', 'busca', 'cores', 'tamanhos', 'created_at', 'updated_at'];

  if p_id is null then
    r := jsonb_populate_record(null::public.produtos, campos);
    insert into public.produtos (empresa_id, nome, descricao, codigo_barras, preco_venda, preco_custo, preco_compra,
      estoque_minimo, categoria_id, fornecedor_id, ativo, marketing, frete, embalagem, comissao, margem, preco_sugerido,
      preco_a, preco_b)
    values (1, r.nome, r.descricao, r.codigo_barras, r.preco_venda, coalesce(r.preco_custo, 0), coalesce(r.preco_compra, 0),
      coalesce(r.estoque_minimo, 0), r.categoria_id, r.fornecedor_id, coalesce(r.ativo, true), coalesce(r.marketing, 0),
      coalesce(r.frete, 0), coalesce(r.embalagem, 0), coalesce(r.comissao, 0), coalesce(r.margem, 0),
      coalesce(r.preco_sugerido, 0), coalesce(r.preco_a, 0), coalesce(r.preco_b, 0))
    returning * into linha;
  else
    select * into linha from public.produtos where id = p_id for update;
    if not found then
      raise exception 'Produto não encontrado' using errcode = 'PT404';
    end if;
    r := jsonb_populate_record(linha, campos);
    update public.produtos
       set nome = r.nome, descricao = r.descricao, codigo_barras = r.codigo_barras, preco_venda = r.preco_venda,
           preco_custo = r.preco_custo, preco_compra = r.preco_compra, estoque_minimo = r.estoque_minimo,
           categoria_id = r.categoria_id, fornecedor_id = r.fornecedor_id, ativo = r.ativo, marketing = r.marketing,
           frete = r.frete, embalagem = r.embalagem, comissao = r.comissao, margem = r.margem,
           preco_sugerido = r.preco_sugerido, preco_a = r.preco_a, preco_b = r.preco_b
     where id = p_id
    returning * into linha;
  end if;

  if v_estoque is not null then
    if exists (select 1 from public.grades_produto g where g.produto_id = linha.id) then
      if v_estoque <> linha.estoque_atual then
        raise exception 'O estoque deste produto é a soma das grades' using errcode = 'P0001', hint = 'estoque_atual';
      end if;
    else
      perform public._ajustar_estoque(linha.id, null, v_estoque);
      select * into linha from public.produtos where id = linha.id;
    end if;
  end if;
  return linha;
end $$;

-- Creates (p_id null) or updates one grade of a product, recording a typed stock figure through the
-- ledger in the same transaction. Colour and size are trimmed; a duplicate (case-insensitive) is the
-- unique index's error (grades_produto_cor_tamanho_unico).
create or replace function public.salvar_grade(p_produto_id bigint, p_grade jsonb, p_id bigint default null)
returns public.grades_produto
language plpgsql security definer
set search_path = ''
as $$
declare
  campos jsonb;
  r public.grades_produto;
  linha public.grades_produto;
  v_estoque integer;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para salvar grades' using errcode = '42501';
  end if;
  if p_grade is null or jsonb_typeof(p_grade) <> 'object' then
    raise exception 'Dados da grade inválidos' using errcode = '22023';
  end if;
  if p_grade ? 'estoque_atual' and jsonb_typeof(p_grade -> 'estoque_atual') <> 'null' then
    v_estoque := public._estoque(p_grade -> 'estoque_atual');
  end if;
  perform public._bloquear_produtos(array[p_produto_id]);
  if not exists (select 1 from public.produtos where id = p_produto_id) then
    raise exception 'Produto não encontrado' using errcode = 'PT404';
  end if;
  campos := p_grade - array['id', 'produto_id', 'estoque_atual', 'created_at', 'updated_at'];

  if p_id is null then
    r := jsonb_populate_record(null::public.grades_produto, campos);
    if coalesce(btrim(r.cor), '') = '' or coalesce(btrim(r.tamanho), '') = '' then
      raise exception 'Cor e tamanho são obrigatórios' using errcode = '22023';
    end if;
    insert into public.grades_produto (produto_id, cor, tamanho, cor_rgb, estoque_minimo, codigo_barras)
    values (p_produto_id, btrim(r.cor), btrim(r.tamanho), coalesce(r.cor_rgb, '#000000'), coalesce(r.estoque_minimo, 0),
            nullif(btrim(r.codigo_barras), ''))
    returning * into linha;
  else
    select * into linha from public.grades_produto where id = p_id and produto_id = p_produto_id for update;
    if not found then
      raise exception 'Grade não encontrada' using errcode = 'PT404';
    end if;
    r := jsonb_populate_record(linha, campos);
    if coalesce(btrim(r.cor), '') = '' or coalesce(btrim(r.tamanho), '') = '' then
      raise exception 'Cor e tamanho são obrigatórios' using errcode = '22023';
    end if;
    update public.grades_produto
       set cor = btrim(r.cor), tamanho = btrim(r.tamanho), cor_rgb = r.cor_rgb, estoque_minimo = r.estoque_minimo,
           codigo_barras = nullif(btrim(r.codigo_barras), '')
     where id = p_id
    returning * into linha;
  end if;

  if v_estoque is not null then
    perform public._ajustar_estoque(p_produto_id, linha.id, v_estoque);
    select * into linha from public.grades_produto where id = linha.id;
  end if;
  return linha;
end $$;

-- 3. Deleting a product answers the storage paths of its images -----------------------------------
-- The rows go with the product (on delete cascade); the files are the Storage API's to remove (hosted
-- Supabase refuses direct deletes from storage.objects), so the client removes these paths.
drop function public.excluir_produto(bigint);
create function public.excluir_produto(p_id bigint) returns text[]
language plpgsql security definer
set search_path = ''
as $$
declare
  caminhos text[];
begin
  if not public.can_write() then
    raise exception 'Sem permissão para excluir produtos' using errcode = '42501';
  end if;
  select coalesce(array_agg(substring(i.url_imagem from '/object/public/imagens/(.+)$')) filter (where i.url_imagem ~ '/object/public/imagens/.+$'), '{}')
    into caminhos from public.produto_imagens i where i.produto_id = p_id;
  -- produtos_protege_exclusao raises the refusal when the ledger or a sale references the product.
  delete from public.produtos where id = p_id;
  if not found then
    raise exception 'Produto não encontrado' using errcode = 'PT404';
  end if;
  return caminhos;
end $$;

-- 4. Swapping two image slots -----------------------------------------------------------------------
-- Moves the image of slot p_de to p_para and the one of p_para (if any) to p_de. The slot is unique
-- per product and not deferrable (an upsert needs it as its arbiter), so both rows are taken out and put
-- back with their ids.
create or replace function public.trocar_imagens_produto(p_produto_id bigint, p_de text, p_para text)
returns setof public.produto_imagens
language plpgsql security definer
set search_path = ''
as $$
declare
  slots constant text[] := array['principal', 'secundaria', 'terceira', 'quarta', 'outra'];
  linhas jsonb;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar imagens' using errcode = '42501';
  end if;
  if p_de is null or p_para is null or not (p_de = any (slots)) or not (p_para = any (slots)) then
    raise exception 'Posição de imagem inválida' using errcode = '22023';
  end if;
  perform public._bloquear_produtos(array[p_produto_id]);
  select coalesce(jsonb_agg(to_jsonb(i)), '[]') into linhas
    from public.produto_imagens i where i.produto_id = p_produto_id and i.tipo_imagem in (p_de, p_para);
  if not exists (select 1 from jsonb_array_elements(linhas) e where e ->> 'tipo_imagem' = p_de) then
    raise exception 'Imagem não encontrada' using errcode = 'PT404';
  end if;
  if p_de = p_para then
    return query select * from public.produto_imagens where produto_id = p_produto_id and tipo_imagem = p_de;
    return;
  end if;
  delete from public.produto_imagens where produto_id = p_produto_id and tipo_imagem in (p_de, p_para);
  return query
    insert into public.produto_imagens (id, produto_id, tipo_imagem, url_imagem, nome_arquivo, tamanho_arquivo, created_at)
    overriding system value
    select r.id, r.produto_id, case when r.tipo_imagem = p_de then p_para else p_de end, r.url_imagem, r.nome_arquivo,
           r.tamanho_arquivo, r.created_at
      from jsonb_populate_recordset(null::public.produto_imagens, linhas) r
    returning *;
end $$;

-- The product list -------------------------------------------------------------------------------
-- Owner-run for the same reason as clientes_lista (20261123000400): under row-level security the
-- search's ILIKE cannot use the trigram index. Staff only, read-only.
create view public.produtos_lista as
  select p.id, p.nome, p.codigo_barras, p.preco_venda, p.estoque_atual, p.estoque_minimo, p.ativo, p.categoria_id,
         c.nome as categoria_nome,
         (select i.url_imagem from public.produto_imagens i where i.produto_id = p.id
           order by (i.tipo_imagem = 'principal') desc, i.created_at limit 1) as imagem_url,
         p.cores, p.tamanhos, p.busca, p.created_at
    from public.produtos p
    left join public.categorias c on c.id = p.categoria_id
   where (select public.is_staff());
comment on view public.produtos_lista is 'The produtos list (staff only): what /cadastros/produtos reads, searches and filters.';
revoke all on public.produtos_lista from anon, authenticated;
grant select on public.produtos_lista to authenticated;

-- Filter options: the colours and sizes the grades use (staff only).
create view public.grades_opcoes as
  select 'cor'::text as campo, min(btrim(g.cor)) as nome, public.f_unaccent(lower(btrim(g.cor))) as valor
    from public.grades_produto g where (select public.is_staff())
   group by public.f_unaccent(lower(btrim(g.cor)))
  union all
  select 'tamanho', min(btrim(g.tamanho)), lower(btrim(g.tamanho))
    from public.grades_produto g where (select public.is_staff())
   group by lower(btrim(g.tamanho));
comment on view public.grades_opcoes is 'Distinct colours and sizes of the grades (campo, nome as shown, valor as filtered).';
revoke all on public.grades_opcoes from anon, authenticated;
grant select on public.grades_opcoes to authenticated;

revoke execute on function public._estoque(jsonb), public._ajustar_estoque(bigint, bigint, integer),
  public.grades_assume_estoque(), public.grades_remove_estoque()
  from public, anon, authenticated;
revoke execute on function public.salvar_produto(jsonb, bigint), public.salvar_grade(bigint, jsonb, bigint),
  public.excluir_produto(bigint), public.trocar_imagens_produto(bigint, text, text)
  from public, anon;
grant execute on function public.salvar_produto(jsonb, bigint), public.salvar_grade(bigint, jsonb, bigint),
  public.excluir_produto(bigint), public.trocar_imagens_produto(bigint, text, text)
  to authenticated;
