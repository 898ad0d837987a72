-- CSV import and export of the registers (issue 27, "bulk import/export"): produtos with their grades,
-- clientes and fornecedores.
--
-- 1. The database is the judge. importar_produtos / importar_clientes / importar_fornecedores take the
--    file's rows as the person typed them (jsonb objects of text, one per data line, with the file's
--    line number in "linha") and check every rule the forms check, with the forms' Portuguese messages.
--    p_validar_apenas = true is the preview: it answers each row's errors and writes nothing. false is
--    "Importar": all or nothing: one bad row refuses the whole file with that row's message
--    ("Linha 3: Preço deve ser maior que zero") and nothing is written; otherwise every row is written
--    in this one call. Both need can_write(): a read-only login (user) cannot import.
-- 2. Only new rows are created. A row whose código (produto), CPF (cliente) or CNPJ (fornecedor) is
--    already registered is reported as a duplicate ("Já existe ...") and refuses the file, as a repeat
--    inside the file does: an import never changes a row that exists (the form does that, one by one).
-- 3. Stock goes through the ledger: a product's or grade's typed quantity is an entrada with motivo
--    'Ajuste de estoque' in the same transaction, as the sales write theirs (grades and products
--    updated once per statement, then the movements), so sum(entradas) - sum(saídas) = estoque_atual.
-- 4. Numbers are read the Brazilian way: "1.234,56", "1234,56" (and "1234.56", as a spreadsheet in
--    English writes it); "1.234" is one thousand two hundred and thirty-four. Dates dd/mm/aaaa or aaaa-mm-dd.
--    Ativo: Sim/Não (also S/N, true/false, 1/0, Ativo/Inativo); blank is Sim.
-- 5. exportar_produtos / exportar_clientes / exportar_fornecedores answer the list's rows with the list's
--    filters as one jsonb array (not capped by PostgREST's max_rows), run as the caller (RLS: staff).

-- Helpers ------------------------------------------------------------------------------------------------
-- A Brazilian number as typed, or null when it is not one (the caller says "Valor inválido").
create function public._numero_ptbr(p_texto text) returns numeric
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when t ~ '^-?[0-9]{1,3}(\.[0-9]{3})+(,[0-9]{1,2})?$' then replace(replace(t, '.', ''), ',', '.')::numeric
           when t ~ '^-?[0-9]{1,12}(,[0-9]{1,2})?$' then replace(t, ',', '.')::numeric
           when t ~ '^-?[0-9]{1,12}\.[0-9]{1,2}$' then t::numeric
         end
    from (select regexp_replace(replace(btrim(p_texto), 'R$', ''), '\s', '', 'g') as t) x
$$;

-- Sim/Não as typed; blank is Sim (a new record starts active, spec 001 §4); null when it is neither.
create function public._sim_nao(p_texto text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select case
           when t = '' then true
           when t in ('sim', 's', 'true', 'verdadeiro', '1', 'ativo', 'x') then true
           when t in ('nao', 'não', 'n', 'false', 'falso', '0', 'inativo') then false
         end
    from (select lower(btrim(coalesce(p_texto, ''))) as t) x
$$;

-- A day typed dd/mm/aaaa or aaaa-mm-dd; null when it is not a real day.
create function public._data_ptbr(p_texto text) returns date
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  t text := btrim(coalesce(p_texto, ''));
begin
  if t ~ '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}$' then
    return make_date(split_part(t, '/', 3)::int, split_part(t, '/', 2)::int, split_part(t, '/', 1)::int);
  elsif t ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return make_date(left(t, 4)::int, substr(t, 6, 2)::int, right(t, 2)::int);
  end if;
  return null;
exception when others then
  return null;
end $$;

-- The contact fields clientes and fornecedores share, as the forms check them (shared-ui forms/fields.ts).
create function public._telefone_valido(p_texto text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select d ~ '^[1-9]{2}[0-9]{8,9}$' and (length(d) = 10 or substr(d, 3, 1) = '9')
    from (select regexp_replace(coalesce(p_texto, ''), '[^0-9]', '', 'g') as d) x
$$;

create function public._telefone_formatado(p_texto text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case length(d)
           when 11 then format('(%s) %s-%s', left(d, 2), substr(d, 3, 5), right(d, 4))
           when 10 then format('(%s) %s-%s', left(d, 2), substr(d, 3, 4), right(d, 4))
           else p_texto
         end
    from (select regexp_replace(coalesce(p_texto, ''), '[^0-9]', '', 'g') as d) x
$$;

create function public._uf_valida(p_texto text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select upper(p_texto) = any (array['AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB','PR','PE',
                                     'PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO'])
$$;

-- Every row's errors of a check, ordered as the file's lines; collected in pg_temp.importacao_erros.
create function public._importacao_erros_iniciar() returns void
language plpgsql
set search_path = ''
as $$
begin
  drop table if exists pg_temp.importacao_erros;
  create temp table importacao_erros (linha integer not null, ordem integer not null, campo text not null, mensagem text not null)
    on commit drop;
end $$;

-- The answer of a check: the rows, how many are clean, and each error; with p_validar_apenas false and
-- any error, the refusal (nothing was written: the caller writes only after this returns).
create function public._importacao_resultado(p_linhas integer, p_validar_apenas boolean) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_erros jsonb;
  v_primeiro record;
  v_com_erro integer;
begin
  select coalesce(jsonb_agg(jsonb_build_object('linha', e.linha, 'campo', e.campo, 'mensagem', e.mensagem)
                            order by e.linha, e.ordem), '[]'::jsonb),
         count(distinct e.linha)
    into v_erros, v_com_erro
    from pg_temp.importacao_erros e;
  if not p_validar_apenas and v_com_erro > 0 then
    select e.linha, e.mensagem into v_primeiro from pg_temp.importacao_erros e order by e.linha, e.ordem limit 1;
    raise exception 'Linha %: %', v_primeiro.linha, v_primeiro.mensagem
      using errcode = '22023', hint = 'importacao', detail = v_erros::text;
  end if;
  return jsonb_build_object('linhas', p_linhas, 'validas', p_linhas - v_com_erro, 'erros', v_erros, 'importados', 0);
end $$;

-- The shape every import checks first: a non-empty array of objects, at most 5,000 lines.
create function public._importacao_conferir(p_linhas jsonb) returns void
language plpgsql
set search_path = ''
as $$
begin
  if not public.can_write() then
    raise exception 'Sem permissão para importar cadastros' using errcode = '42501';
  end if;
  if p_linhas is null or jsonb_typeof(p_linhas) <> 'array' or jsonb_array_length(p_linhas) = 0 then
    raise exception 'O arquivo não tem linhas para importar' using errcode = '22023';
  end if;
  if jsonb_array_length(p_linhas) > 5000 then
    raise exception 'O arquivo tem mais de 5000 linhas: divida-o em arquivos menores' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_linhas) l where jsonb_typeof(l) <> 'object') then
    raise exception 'Linhas do arquivo inválidas' using errcode = '22023';
  end if;
end $$;

-- The file's line number of a row: the client's "linha" (header = line 1), or its position + 1.
create function public._importacao_linha(p_linha jsonb, p_posicao bigint) returns integer
language sql immutable parallel safe
set search_path = ''
as $$
  select case when jsonb_typeof(p_linha -> 'linha') = 'number' and (p_linha ->> 'linha') ~ '^[0-9]{1,7}$'
              then (p_linha ->> 'linha')::integer else p_posicao::integer + 1 end
$$;

-- A cell as text, trimmed; null when blank.
create function public._celula(p_linha jsonb, p_chave text) returns text
language sql immutable parallel safe
set search_path = ''
as $$ select nullif(btrim(p_linha ->> p_chave), '') $$;

-- 1. Clientes and fornecedores ---------------------------------------------------------------------------
-- The contact rows of either register, read once and checked: nome, the document (p_documento 'cpf' for
-- clientes, 'cnpj' for fornecedores: check digits, already registered, repeated in the file), telefone,
-- email, address, ativo. The caller adds its own columns' checks and writes pg_temp.importacao_contatos.
create function public._importacao_contatos(p_linhas jsonb, p_documento text) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_rotulo text := upper(p_documento);
begin
  drop table if exists pg_temp.importacao_contatos;
  create temp table importacao_contatos on commit drop as
    select x.*,
           case when p_documento = 'cpf' then public.cpf_valido(x.documento) else public.cnpj_valido(x.documento) end as documento_valido,
           case when p_documento = 'cpf' then public.somente_digitos(x.documento) else public.cnpj_normalizado(x.documento) end as documento_chave
      from (select public._importacao_linha(l, o) as linha,
                   public._celula(l, 'nome') as nome, public._celula(l, p_documento) as documento,
                   public._celula(l, 'telefone') as telefone, public._celula(l, 'email') as email,
                   public._celula(l, 'endereco') as endereco, public._celula(l, 'cidade') as cidade,
                   public._celula(l, 'estado') as estado, public._celula(l, 'cep') as cep,
                   public._celula(l, 'data_nascimento') as data_nascimento_texto,
                   public._data_ptbr(public._celula(l, 'data_nascimento')) as data_nascimento,
                   public._celula(l, 'ativo') as ativo_texto, public._sim_nao(public._celula(l, 'ativo')) as ativo
              from jsonb_array_elements(p_linhas) with ordinality as t(l, o)) x;

  insert into pg_temp.importacao_erros (linha, ordem, campo, mensagem)
  select linha, 1, 'Nome', 'Nome é obrigatório' from pg_temp.importacao_contatos where nome is null
  union all
  select linha, 2, 'Nome', 'Use no máximo 200 caracteres' from pg_temp.importacao_contatos where char_length(nome) > 200
  union all
  select linha, 10, v_rotulo, v_rotulo || ' é obrigatório' from pg_temp.importacao_contatos where documento is null
  union all
  select linha, 11, v_rotulo, v_rotulo || ' inválido' from pg_temp.importacao_contatos where documento is not null and not documento_valido
  union all
  -- Already registered (the unique indexes clientes_cpf_unico / fornecedores_cnpj_unico hold the same keys).
  select i.linha, 12, v_rotulo, 'Já existe um cliente com este CPF'
    from pg_temp.importacao_contatos i join public.clientes c on public.somente_digitos(c.cpf) = i.documento_chave
   where p_documento = 'cpf' and i.documento_valido
  union all
  select i.linha, 12, v_rotulo, 'Já existe um fornecedor com este CNPJ'
    from pg_temp.importacao_contatos i join public.fornecedores f on public.cnpj_normalizado(f.cnpj) = i.documento_chave
   where p_documento = 'cnpj' and i.documento_valido
  union all
  select r.linha, 13, v_rotulo, format('%s repetido no arquivo (linha %s)', v_rotulo, r.primeira)
    from (select linha, first_value(linha) over w as primeira, row_number() over w as n
            from pg_temp.importacao_contatos where documento_valido
          window w as (partition by documento_chave order by linha)) r
   where r.n > 1
  union all
  select linha, 20, 'Telefone', 'Telefone é obrigatório' from pg_temp.importacao_contatos where telefone is null
  union all
  select linha, 21, 'Telefone', 'Telefone inválido' from pg_temp.importacao_contatos
   where telefone is not null and not public._telefone_valido(telefone)
  union all
  select linha, 30, 'Email', 'Email é obrigatório' from pg_temp.importacao_contatos where email is null
  union all
  select linha, 31, 'Email', 'Email inválido' from pg_temp.importacao_contatos
   where email is not null and (email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(email) > 254)
  union all
  select linha, 40, 'Endereço', 'Use no máximo 300 caracteres' from pg_temp.importacao_contatos where char_length(endereco) > 300
  union all
  select linha, 41, 'Cidade', 'Use no máximo 120 caracteres' from pg_temp.importacao_contatos where char_length(cidade) > 120
  union all
  select linha, 42, 'Estado', 'Estado inválido' from pg_temp.importacao_contatos where estado is not null and not public._uf_valida(estado)
  union all
  select linha, 43, 'CEP', 'CEP inválido' from pg_temp.importacao_contatos where cep is not null and cep !~ '^[0-9]{5}-?[0-9]{3}$'
  union all
  select linha, 50, 'Ativo', 'Ativo deve ser Sim ou Não' from pg_temp.importacao_contatos where ativo is null;
end $$;

-- The columns both registers write as the forms store them: the document, phone and CEP with their masks.
create function public._importacao_contato_formatado(p_documento text, p_telefone text, p_cep text, p_estado text,
  out documento text, out telefone text, out cep text, out estado text)
language sql immutable parallel safe
set search_path = ''
as $$
  select case when public.cpf_valido(p_documento)
              then regexp_replace(public.somente_digitos(p_documento), '^(\d{3})(\d{3})(\d{3})(\d{2})$', '\1.\2.\3-\4')
              else regexp_replace(public.cnpj_normalizado(p_documento), '^(.{2})(.{3})(.{3})(.{4})(.{2})$', '\1.\2.\3/\4-\5') end,
         public._telefone_formatado(p_telefone),
         case when p_cep is null then null else regexp_replace(p_cep, '^(\d{5})-?(\d{3})$', '\1-\2') end,
         upper(p_estado)
$$;

create function public.importar_clientes(p_linhas jsonb, p_validar_apenas boolean default true) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_resultado jsonb;
  v_n integer;
begin
  perform public._importacao_conferir(p_linhas);
  perform public._importacao_erros_iniciar();
  perform public._importacao_contatos(p_linhas, 'cpf');
  -- The birth date, as the form checks it (not before 02/01/1900, not in the future).
  insert into pg_temp.importacao_erros (linha, ordem, campo, mensagem)
  select linha, 60, 'Data de nascimento', 'Data inválida' from pg_temp.importacao_contatos
   where data_nascimento_texto is not null and data_nascimento is null
  union all
  select linha, 61, 'Data de nascimento', 'A data deve ser a partir de 02/01/1900' from pg_temp.importacao_contatos
   where data_nascimento <= date '1900-01-01'
  union all
  select linha, 62, 'Data de nascimento', 'A data deve ser até ' || to_char(public._hoje_loja(), 'DD/MM/YYYY')
    from pg_temp.importacao_contatos where data_nascimento > public._hoje_loja();

  select count(*) into v_n from pg_temp.importacao_contatos;
  v_resultado := public._importacao_resultado(v_n, p_validar_apenas);
  if p_validar_apenas then
    return v_resultado;
  end if;
  insert into public.clientes (nome, cpf, telefone, email, endereco, cidade, estado, cep, data_nascimento, ativo)
  select i.nome, f.documento, f.telefone, i.email, i.endereco, i.cidade, f.estado, f.cep, i.data_nascimento, i.ativo
    from pg_temp.importacao_contatos i, public._importacao_contato_formatado(i.documento, i.telefone, i.cep, i.estado) f
   order by i.linha;
  return v_resultado || jsonb_build_object('importados', v_n);
end $$;

create function public.importar_fornecedores(p_linhas jsonb, p_validar_apenas boolean default true) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_resultado jsonb;
  v_n integer;
begin
  perform public._importacao_conferir(p_linhas);
  perform public._importacao_erros_iniciar();
  perform public._importacao_contatos(p_linhas, 'cnpj');
  select count(*) into v_n from pg_temp.importacao_contatos;
  v_resultado := public._importacao_resultado(v_n, p_validar_apenas);
  if p_validar_apenas then
    return v_resultado;
  end if;
  insert into public.fornecedores (nome, cnpj, telefone, email, endereco, cidade, estado, cep, ativo)
  select i.nome, f.documento, f.telefone, i.email, i.endereco, i.cidade, f.estado, f.cep, i.ativo
    from pg_temp.importacao_contatos i, public._importacao_contato_formatado(i.documento, i.telefone, i.cep, i.estado) f
   order by i.linha;
  return v_resultado || jsonb_build_object('importados', v_n);
end $$;

-- 2. Produtos with their grades ----------------------------------------------------------------------------
-- One row per grade, the product's columns repeated on each (a later row may leave them blank: the
-- product's first row holds them; a different value is refused). A product without grades is one row
-- with Cor and Tamanho blank. Rows are one product when they share the Código or, without one, the Nome
-- (case and accents ignored).
create function public.importar_produtos(p_linhas jsonb, p_validar_apenas boolean default true) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_resultado jsonb;
  v_n integer;
  v_produtos integer;
  v_grades integer;
  v_usuario bigint;
begin
  perform public._importacao_conferir(p_linhas);
  perform public._importacao_erros_iniciar();

  drop table if exists pg_temp.importacao_produtos;
  create temp table importacao_produtos on commit drop as
    select x.*,
           -- The product a row belongs to, and whether it is the product's first row.
           coalesce('c:' || x.codigo, 'n:' || public.f_unaccent(lower(x.nome)), 'l:' || x.linha) as chave,
           public._numero_ptbr(x.preco_venda_texto) as preco_venda,
           public._numero_ptbr(x.preco_custo_texto) as preco_custo,
           public._numero_ptbr(x.preco_compra_texto) as preco_compra,
           public._numero_ptbr(x.estoque_texto) as estoque,
           public._numero_ptbr(x.estoque_minimo_texto) as estoque_minimo,
           public._sim_nao(x.ativo_texto) as ativo,
           (select c.id from public.categorias c where lower(c.nome) = lower(x.categoria)) as categoria_id,
           (select array_agg(f.id order by f.id) from public.fornecedores f
             where case when public.cnpj_valido(x.fornecedor) then public.cnpj_normalizado(f.cnpj) = public.cnpj_normalizado(x.fornecedor)
                        else public.f_unaccent(lower(f.nome)) = public.f_unaccent(lower(x.fornecedor)) end) as fornecedores,
           null::bigint as produto_id, null::bigint as grade_id, false as primeira, 0 as primeira_linha
      from (select public._importacao_linha(l, o) as linha,
                   public._celula(l, 'codigo') as codigo, public._celula(l, 'nome') as nome,
                   public._celula(l, 'descricao') as descricao, public._celula(l, 'categoria') as categoria,
                   public._celula(l, 'fornecedor') as fornecedor,
                   public._celula(l, 'preco_venda') as preco_venda_texto, public._celula(l, 'preco_custo') as preco_custo_texto,
                   public._celula(l, 'preco_compra') as preco_compra_texto, public._celula(l, 'ativo') as ativo_texto,
                   public._celula(l, 'cor') as cor, public._celula(l, 'tamanho') as tamanho,
                   public._celula(l, 'codigo_grade') as codigo_grade,
                   public._celula(l, 'estoque') as estoque_texto, public._celula(l, 'estoque_minimo') as estoque_minimo_texto
              from jsonb_array_elements(p_linhas) with ordinality as t(l, o)) x;

  update pg_temp.importacao_produtos i
     set primeira = (i.linha = f.primeira_linha), primeira_linha = f.primeira_linha
    from (select chave, min(linha) as primeira_linha from pg_temp.importacao_produtos group by chave) f
   where f.chave = i.chave;

  insert into pg_temp.importacao_erros (linha, ordem, campo, mensagem)
  -- The product's own columns, checked on its first row (spec 001 §5, the product form's messages).
  select linha, 1, 'Nome', 'Nome é obrigatório' from pg_temp.importacao_produtos where primeira and nome is null
  union all
  select linha, 2, 'Nome', 'Use no máximo 200 caracteres' from pg_temp.importacao_produtos where char_length(nome) > 200
  union all
  select linha, 3, 'Código', 'Use no máximo 60 caracteres' from pg_temp.importacao_produtos where char_length(codigo) > 60
  union all
  select linha, 4, 'Descrição', 'Use no máximo 5000 caracteres' from pg_temp.importacao_produtos where char_length(descricao) > 5000
  union all
  select i.linha, 5, 'Código', 'Já existe um produto com este código'
    from pg_temp.importacao_produtos i join public.produtos p on p.codigo_barras = i.codigo where i.primeira
  union all
  select i.linha, 6, 'Nome', 'Já existe um produto com este nome'
    from pg_temp.importacao_produtos i
   where i.primeira and i.codigo is null and i.nome is not null
     and exists (select 1 from public.produtos p where public.f_unaccent(lower(p.nome)) = public.f_unaccent(lower(i.nome)))
  union all
  select linha, 10, 'Categoria', format('Categoria não encontrada: %s', categoria) from pg_temp.importacao_produtos
   where categoria is not null and categoria_id is null
  union all
  select linha, 11, 'Fornecedor', format('Fornecedor não encontrado: %s', fornecedor) from pg_temp.importacao_produtos
   where fornecedor is not null and fornecedores is null
  union all
  select linha, 12, 'Fornecedor', 'Há mais de um fornecedor com este nome: use o CNPJ' from pg_temp.importacao_produtos
   where cardinality(fornecedores) > 1
  union all
  select linha, 20, 'Preço de venda', 'Preço deve ser maior que zero' from pg_temp.importacao_produtos
   where primeira and (preco_venda_texto is null or preco_venda <= 0)
  union all
  select linha, 21, 'Preço de venda', 'Valor inválido' from pg_temp.importacao_produtos
   where preco_venda_texto is not null and preco_venda is null
  union all
  select linha, 22, 'Preço de custo', 'Valor inválido' from pg_temp.importacao_produtos
   where preco_custo_texto is not null and preco_custo is null
  union all
  select linha, 23, 'Preço de custo', 'Preço deve ser maior ou igual a zero' from pg_temp.importacao_produtos where preco_custo < 0
  union all
  select linha, 24, 'Preço de compra', 'Valor inválido' from pg_temp.importacao_produtos
   where preco_compra_texto is not null and preco_compra is null
  union all
  select linha, 25, 'Preço de compra', 'Preço deve ser maior ou igual a zero' from pg_temp.importacao_produtos where preco_compra < 0
  union all
  select linha, 26, 'Preço', 'Valor acima do permitido' from pg_temp.importacao_produtos
   where greatest(preco_venda, preco_custo, preco_compra) >= 10000000000
  union all
  select linha, 27, 'Ativo', 'Ativo deve ser Sim ou Não' from pg_temp.importacao_produtos where ativo is null
  -- A later row of the product: blank product columns repeat the first row; a different value is a mistake.
  union all
  select i.linha, 28, 'Produto', format('Os dados do produto diferem da linha %s', i.primeira_linha)
    from pg_temp.importacao_produtos i
    join pg_temp.importacao_produtos f on f.chave = i.chave and f.primeira
   where not i.primeira
     and ((i.nome is not null and i.nome is distinct from f.nome)
       or (i.descricao is not null and i.descricao is distinct from f.descricao)
       or (i.categoria is not null and lower(i.categoria) is distinct from lower(f.categoria))
       or (i.fornecedor is not null and lower(i.fornecedor) is distinct from lower(f.fornecedor))
       or (i.preco_venda_texto is not null and i.preco_venda is distinct from f.preco_venda)
       or (i.preco_custo_texto is not null and i.preco_custo is distinct from f.preco_custo)
       or (i.preco_compra_texto is not null and i.preco_compra is distinct from f.preco_compra)
       or (i.ativo_texto is not null and i.ativo is distinct from f.ativo))
  -- The grade (spec 001 §5 and the grade tab's messages).
  union all
  select i.linha, 30, 'Cor', 'Cor e tamanho são obrigatórios'
    from pg_temp.importacao_produtos i
   where (i.cor is null) <> (i.tamanho is null)
      or (i.cor is null and i.tamanho is null and exists (
            select 1 from pg_temp.importacao_produtos o where o.chave = i.chave and o.cor is not null and o.tamanho is not null))
  union all
  select linha, 31, 'Cor', 'Use no máximo 60 caracteres' from pg_temp.importacao_produtos where char_length(cor) > 60
  union all
  select linha, 32, 'Tamanho', 'Use no máximo 20 caracteres' from pg_temp.importacao_produtos where char_length(tamanho) > 20
  union all
  select r.linha, 33, 'Cor', format('Esta combinação de cor e tamanho já existe (linha %s)', r.primeira)
    from (select linha, first_value(linha) over w as primeira, row_number() over w as n
            from pg_temp.importacao_produtos where cor is not null and tamanho is not null
          window w as (partition by chave, lower(cor), lower(tamanho) order by linha)) r
   where r.n > 1
  union all
  select r.linha, 34, 'Produto', format('Produto repetido no arquivo (linha %s)', r.primeira)
    from (select linha, first_value(linha) over w as primeira, row_number() over w as n
            from pg_temp.importacao_produtos where cor is null and tamanho is null
          window w as (partition by chave order by linha)) r
   where r.n > 1
  union all
  select linha, 35, 'Código da grade', 'Use no máximo 60 caracteres' from pg_temp.importacao_produtos where char_length(codigo_grade) > 60
  union all
  select i.linha, 36, 'Código da grade', 'Este código de barras já está em uso'
    from pg_temp.importacao_produtos i join public.grades_produto g on g.codigo_barras = i.codigo_grade
  union all
  select r.linha, 37, 'Código da grade', format('Código da grade repetido no arquivo (linha %s)', r.primeira)
    from (select linha, first_value(linha) over w as primeira, row_number() over w as n
            from pg_temp.importacao_produtos where codigo_grade is not null
          window w as (partition by codigo_grade order by linha)) r
   where r.n > 1
  union all
  select linha, 38, 'Código da grade', 'Informe cor e tamanho para o código da grade' from pg_temp.importacao_produtos
   where codigo_grade is not null and cor is null and tamanho is null
  -- Stock (the product form's messages, public._estoque).
  union all
  select linha, 40, 'Estoque', case when estoque is null or estoque < 0 then 'Estoque deve ser maior ou igual a zero'
                                    when estoque <> trunc(estoque) then 'O estoque deve ser um número inteiro'
                                    else 'O estoque deve ser no máximo 1000000' end
    from pg_temp.importacao_produtos
   where estoque_texto is not null and (estoque is null or estoque < 0 or estoque <> trunc(estoque) or estoque > 1000000)
  union all
  select linha, 41, 'Estoque mínimo', case when estoque_minimo is null or estoque_minimo < 0 then 'Estoque deve ser maior ou igual a zero'
                                           when estoque_minimo <> trunc(estoque_minimo) then 'O estoque deve ser um número inteiro'
                                           else 'O estoque deve ser no máximo 1000000' end
    from pg_temp.importacao_produtos
   where estoque_minimo_texto is not null
     and (estoque_minimo is null or estoque_minimo < 0 or estoque_minimo <> trunc(estoque_minimo) or estoque_minimo > 1000000);

  select count(*), count(*) filter (where primeira), count(*) filter (where cor is not null)
    into v_n, v_produtos, v_grades from pg_temp.importacao_produtos;
  v_resultado := public._importacao_resultado(v_n, p_validar_apenas) || jsonb_build_object('produtos', v_produtos, 'grades', v_grades);
  if p_validar_apenas then
    return v_resultado;
  end if;

  -- Writing: ids taken first so the grades and the ledger know their product.
  update pg_temp.importacao_produtos set produto_id = nextval(pg_get_serial_sequence('public.produtos', 'id')) where primeira;
  update pg_temp.importacao_produtos i set produto_id = f.produto_id
    from pg_temp.importacao_produtos f where f.chave = i.chave and f.primeira and not i.primeira;
  update pg_temp.importacao_produtos set grade_id = nextval(pg_get_serial_sequence('public.grades_produto', 'id')) where cor is not null;

  -- The price history (migration 20261130003000) records why these prices appeared.
  perform set_config('loja.preco_motivo', 'Importação de CSV', true);
  insert into public.produtos (id, nome, descricao, codigo_barras, preco_venda, preco_custo, preco_compra, estoque_minimo,
    categoria_id, fornecedor_id, ativo)
  select produto_id, nome, descricao, codigo, preco_venda, coalesce(preco_custo, 0), coalesce(preco_compra, 0),
         case when cor is null then coalesce(estoque_minimo, 0)::integer else 0 end,
         categoria_id, fornecedores[1], ativo
    from pg_temp.importacao_produtos where primeira order by linha;

  insert into public.grades_produto (id, produto_id, cor, tamanho, cor_rgb, estoque_minimo, codigo_barras)
  select i.grade_id, i.produto_id, i.cor, i.tamanho,
         coalesce((select c.rgb_hex from public.cores_personalizadas c where lower(c.nome) = lower(i.cor) limit 1), '#000000'),
         coalesce(i.estoque_minimo, 0)::integer, i.codigo_grade
    from pg_temp.importacao_produtos i where i.cor is not null order by i.linha;

  -- The typed stock: grades (their products follow, once per statement) and grade-less products, then
  -- one entrada per grade or product in the ledger, so the ledger explains every unit.
  update public.grades_produto g set estoque_atual = i.estoque::integer
    from pg_temp.importacao_produtos i where g.id = i.grade_id and i.estoque > 0;
  update public.produtos p set estoque_atual = i.estoque::integer
    from pg_temp.importacao_produtos i where p.id = i.produto_id and i.cor is null and i.estoque > 0;
  v_usuario := public._usuario_atual();
  insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes, usuario_id)
  select 'entrada', produto_id, grade_id, estoque::integer, 'Ajuste de estoque',
         format('Importação de CSV (linha %s)', linha), v_usuario
    from pg_temp.importacao_produtos where estoque > 0 order by linha;

  return v_resultado || jsonb_build_object('importados', v_n);
end $$;

revoke execute on function public._importacao_erros_iniciar(), public._importacao_resultado(integer, boolean),
  public._importacao_conferir(jsonb), public._importacao_contatos(jsonb, text) from public, anon;
revoke execute on function public.importar_clientes(jsonb, boolean), public.importar_fornecedores(jsonb, boolean),
  public.importar_produtos(jsonb, boolean) from public, anon;
grant execute on function public.importar_clientes(jsonb, boolean), public.importar_fornecedores(jsonb, boolean),
  public.importar_produtos(jsonb, boolean) to authenticated;

-- 3. Export ---------------------------------------------------------------------------------------------
-- The lists' filters: p_padroes are the search's '%word%' patterns (every one must match `busca`, as the
-- list's withSearch does), p_ativo the status (null = todos). Run as the caller: RLS lets staff read.
create function public.exportar_clientes(p_padroes text[] default '{}', p_ativo boolean default null) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('nome', c.nome, 'cpf', c.cpf, 'telefone', c.telefone, 'email', c.email,
           'endereco', c.endereco, 'cidade', c.cidade, 'estado', c.estado, 'cep', c.cep,
           'data_nascimento', c.data_nascimento, 'ativo', c.ativo) order by c.nome, c.id), '[]'::jsonb)
    from public.clientes c
   where c.busca like all (coalesce(p_padroes, '{}')) and (p_ativo is null or c.ativo = p_ativo)
$$;

create function public.exportar_fornecedores(p_padroes text[] default '{}', p_ativo boolean default null) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('nome', f.nome, 'cnpj', f.cnpj, 'telefone', f.telefone, 'email', f.email,
           'endereco', f.endereco, 'cidade', f.cidade, 'estado', f.estado, 'cep', f.cep, 'ativo', f.ativo)
           order by f.nome, f.id), '[]'::jsonb)
    from public.fornecedores f
   where f.busca like all (coalesce(p_padroes, '{}')) and (p_ativo is null or f.ativo = p_ativo)
$$;

-- One row per grade (a product without grades: one row, Cor and Tamanho blank), the product's columns
-- repeated, in the columns importar_produtos reads; p_cor / p_tamanho are the list's filter values.
create function public.exportar_produtos(
  p_padroes text[] default '{}', p_ativo boolean default null, p_categoria bigint default null,
  p_cor text default null, p_tamanho text default null
) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'codigo', p.codigo_barras, 'nome', p.nome, 'descricao', p.descricao, 'categoria', c.nome, 'fornecedor', f.nome,
           'preco_venda', p.preco_venda, 'preco_custo', p.preco_custo, 'preco_compra', p.preco_compra, 'ativo', p.ativo,
           'cor', g.cor, 'tamanho', g.tamanho, 'codigo_grade', g.codigo_barras,
           'estoque', coalesce(g.estoque_atual, p.estoque_atual), 'estoque_minimo', coalesce(g.estoque_minimo, p.estoque_minimo))
           order by p.nome, p.id, g.cor, g.tamanho, g.id), '[]'::jsonb)
    from public.produtos p
    left join public.categorias c on c.id = p.categoria_id
    left join public.fornecedores f on f.id = p.fornecedor_id
    left join public.grades_produto g on g.produto_id = p.id
   where p.busca like all (coalesce(p_padroes, '{}'))
     and (p_ativo is null or p.ativo = p_ativo)
     and (p_categoria is null or p.categoria_id = p_categoria)
     and (nullif(p_cor, '') is null or p.cores @> array[p_cor])
     and (nullif(p_tamanho, '') is null or p.tamanhos @> array[p_tamanho])
$$;

grant execute on function public.exportar_clientes(text[], boolean), public.exportar_fornecedores(text[], boolean),
  public.exportar_produtos(text[], boolean, bigint, text, text) to authenticated;
