-- Vendas, part 2 (issue 24): the cash session, the counter sale, confirming and cancelling.
--
-- Every function checks its caller and its inputs and answers in Portuguese; each is one transaction,
-- so a refusal writes nothing. Stock leaves the ledger only when a sale is confirmed (a counter sale
-- is confirmed as it is made): one saída per line, motivo Venda, referencing the sale. Cancelling a
-- confirmed sale puts the units back with an entrada, motivo Devolução, referencing it too, and
-- returns its money from the open cash session (estorno). A movement of a sale cannot be edited or
-- deleted by hand: the ledger keeps explaining every unit.
--
-- The sale-writing functions (and registrar_pedido) set plan_cache_mode = auto: `authenticated` runs with
-- force_custom_plan (migration 20261128000100, for the lists' searches), which also applied to the ~140
-- statements a sale of 3 lines runs, each planned again on every call (12 ms a sale alone against 8).
--
-- Money: numeric to the cent everywhere; an amount sent with more than two decimals is refused.
-- A payment's forms must add up to the total exactly; dinheiro may take more (valor_recebido), and the
-- change (troco) is what leaves the drawer.

-- 1. Helpers ----------------------------------------------------------------------------------------
-- An amount in reais from JSON (number or numeric string), to the cent; null when absent.
create function public._valor_em_reais(p_texto text, p_campo text) returns numeric
language plpgsql immutable
set search_path = ''
as $$
begin
  if nullif(btrim(coalesce(p_texto, '')), '') is null then
    return null;
  end if;
  if p_texto !~ '^\s*[0-9]{1,10}(\.[0-9]{1,2})?\s*$' then
    raise exception 'Informe um valor válido em %.', p_campo using errcode = '22023', hint = 'valor';
  end if;
  return p_texto::numeric(12, 2);
end $$;

-- The shop's open cash session, locked (every sale and cash movement waits for the one before), or null.
create function public._caixa_aberto() returns public.caixas
language sql security definer
set search_path = ''
as $$ select * from public.caixas where empresa_id = 1 and fechado_em is null for update $$;

-- The open session for a sale: FOR SHARE. A sale only adds to the session, so sales run side by side
-- (two sales of one product still wait for each other on the product's lock); closing, a sangria or
-- suprimento, cancelling and opening take it FOR UPDATE (_caixa_aberto), so they wait for the sales in
-- flight and the sales wait for them. Measured before (every sale FOR UPDATE, one at a time): p95
-- 279 ms and 70 sales/s at 16 sellers; after: p95 219-248 ms, 113 sales/s (README, bench vendas).
create function public._caixa_aberto_para_venda() returns public.caixas
language sql security definer
set search_path = ''
as $$ select * from public.caixas where empresa_id = 1 and fechado_em is null for share $$;
revoke execute on function public._caixa_aberto_para_venda() from public, anon, authenticated;

-- R$ 1.234,56, for the messages.
create function public._reais(p_valor numeric) returns text
language sql immutable
set search_path = ''
as $$ select 'R$ ' || translate(to_char(p_valor, 'FM999,999,999,990.00'), ',.', '.,') $$;

-- The cash a session should hold: opening + cash received − change + suprimentos − sangrias − cash returned.
create function public._dinheiro_esperado(p_caixa_id bigint) returns numeric
language sql stable security definer
set search_path = ''
as $$
  select c.valor_abertura + coalesce(sum(case
           when m.tipo in ('venda', 'estorno') and f.tipo is distinct from 'dinheiro' then 0
           when m.tipo in ('venda', 'suprimento') then m.valor
           else -m.valor end), 0)
    from public.caixas c
    left join public.movimentos_caixa m on m.caixa_id = c.id
    left join public.formas_pagamento f on f.id = m.forma_pagamento_id
   where c.id = p_caixa_id
   group by c.valor_abertura
$$;

-- The lines of a sale, checked and priced: [{produto_id, grade_id?, quantidade, desconto?}] ->
-- rows with the description, price and cost as sold. Refuses what is not available beyond what
-- pending orders hold (p_venda_ignorada: the order being confirmed, whose own reservation is its).
-- The caller has locked the products. p_orcamento: the lines of a quote (migration 20261128001200),
-- with the same checks and words but for the document's name, and no stock: a quote reserves
-- nothing and may name what is out of stock today.
create function public._linhas_venda(p_itens jsonb, p_venda_ignorada bigint default null, p_orcamento boolean default false)
returns table (produto_id bigint, grade_id bigint, quantidade integer, preco_unitario numeric, custo_unitario numeric,
               desconto numeric, descricao text)
language plpgsql security definer
set search_path = ''
as $$
declare
  linha record;
  v_produto public.produtos;
  v_grade public.grades_produto;
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

  -- The same product and grade twice is one line (quantities and discounts added up), in the order first seen.
  for linha in
    select (x.valor ->> 'produto_id')::bigint as produto, nullif(x.valor ->> 'grade_id', '')::bigint as grade,
           sum((x.valor ->> 'quantidade')::integer)::integer as qtd,
           coalesce(sum(public._valor_em_reais(x.valor ->> 'desconto', 'desconto do item')), 0) as desconto_linha,
           min(x.ordem) as primeira
      from jsonb_array_elements(p_itens) with ordinality as x(valor, ordem)
     group by 1, 2
     order by 5
  loop
    -- The same product and grade on several lines add up: the sum keeps the limit of one line.
    if linha.qtd > 9999 then
      raise exception 'Informe produto e quantidade (de 1 a 9999) em cada item.' using errcode = '22023', hint = 'itens';
    end if;
    select p.* into v_produto from public.produtos p where p.id = linha.produto;
    if not found or not v_produto.ativo then
      raise exception 'Um produto % não está à venda.', case when p_orcamento then 'deste orçamento' else 'desta venda' end
        using errcode = 'P0001', hint = 'produto_indisponivel';
    end if;
    if linha.grade is not null then
      select g.* into v_grade from public.grades_produto g where g.id = linha.grade and g.produto_id = linha.produto;
      if not found then
        raise exception '% não tem esta cor e tamanho.', v_produto.nome using errcode = 'P0001', hint = 'produto_indisponivel';
      end if;
      descricao := format('%s (%s/%s)', v_produto.nome, v_grade.cor, public.tamanho_rotulo(v_grade.tamanho));
      v_disponivel := v_grade.estoque_atual;
    else
      if exists (select 1 from public.grades_produto g where g.produto_id = linha.produto) then
        raise exception 'Escolha a cor e o tamanho de %.', v_produto.nome using errcode = 'P0001', hint = 'produto_indisponivel';
      end if;
      descricao := v_produto.nome;
      v_disponivel := v_produto.estoque_atual;
    end if;

    -- What other pending orders hold is not for sale (a quote holds and checks nothing).
    if not p_orcamento then
      v_disponivel := greatest(v_disponivel - public._reservado(linha.produto, linha.grade, p_venda_ignorada), 0);
      if linha.qtd > v_disponivel then
        raise exception 'Estoque insuficiente para %: disponível %', descricao, v_disponivel
          using errcode = 'P0001', hint = 'estoque_insuficiente',
          detail = jsonb_build_object('produto_id', linha.produto, 'grade_id', linha.grade, 'disponivel', v_disponivel)::text;
      end if;
    end if;
    if linha.desconto_linha > linha.qtd * v_produto.preco_venda then
      raise exception 'O desconto de % passa do valor do item.', descricao using errcode = '22023', hint = 'desconto';
    end if;

    produto_id := linha.produto;
    grade_id := linha.grade;
    quantidade := linha.qtd;
    preco_unitario := v_produto.preco_venda;
    custo_unitario := v_produto.preco_custo + v_produto.preco_compra;
    desconto := linha.desconto_linha;
    return next;
  end loop;
end $$;
revoke execute on function public._linhas_venda(jsonb, bigint, boolean) from public, anon, authenticated;

-- The discount a funcionário may give (a percentage of the sale before discounts, set under
-- Configuração); an admin gives any. p_bruto: quantities × prices; p_desconto: every discount.
create function public._conferir_desconto(p_bruto numeric, p_desconto numeric) returns void
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_maximo numeric;
begin
  if p_desconto > p_bruto then
    raise exception 'O desconto passa do valor da venda.' using errcode = '22023', hint = 'desconto';
  end if;
  select e.desconto_maximo_funcionario into v_maximo from public.empresa e where e.id = 1;
  if not public.is_admin() and p_bruto > 0 and p_desconto * 100 > v_maximo * p_bruto then
    raise exception 'Desconto acima de % só com um administrador.', replace(trim_scale(v_maximo)::text, '.', ',') || '%'
      using errcode = '42501', hint = 'desconto';
  end if;
end $$;

-- Records a sale's payments and the money they put in the cash session. p_pagamentos:
-- [{forma_pagamento_id, valor, parcelas?, valor_recebido?}]; the forms must add up to the total
-- exactly. Returns the change (troco) handed back.
create function public._registrar_pagamentos(p_venda public.vendas, p_pagamentos jsonb, p_caixa_id bigint, p_usuario bigint)
returns numeric
language plpgsql security definer
set search_path = ''
as $$
declare
  item jsonb;
  v_forma public.formas_pagamento;
  v_valor numeric;
  v_recebido numeric;
  v_parcelas integer;
  v_soma numeric := 0;
  v_troco numeric := 0;
begin
  if p_pagamentos is null or jsonb_typeof(p_pagamentos) <> 'array' or jsonb_array_length(p_pagamentos) = 0 then
    raise exception 'Informe a forma de pagamento.' using errcode = '22023', hint = 'pagamentos';
  end if;
  for item in select * from jsonb_array_elements(p_pagamentos) loop
    if jsonb_typeof(item) <> 'object' or coalesce(item ->> 'forma_pagamento_id', '') !~ '^[0-9]{1,18}$' then
      raise exception 'Informe a forma de pagamento.' using errcode = '22023', hint = 'pagamentos';
    end if;
    select f.* into v_forma from public.formas_pagamento f where f.id = (item ->> 'forma_pagamento_id')::bigint and f.ativo;
    if not found then
      raise exception 'Forma de pagamento inativa ou inexistente.' using errcode = '22023', hint = 'pagamentos';
    end if;
    v_valor := public._valor_em_reais(item ->> 'valor', v_forma.nome);
    if v_valor is null or v_valor <= 0 then
      raise exception 'Informe o valor pago em %.', v_forma.nome using errcode = '22023', hint = 'pagamentos';
    end if;
    v_parcelas := 1;
    if nullif(item ->> 'parcelas', '') is not null then
      if (item ->> 'parcelas') !~ '^[0-9]{1,2}$' or (item ->> 'parcelas')::integer not between 1 and v_forma.maximo_parcelas then
        raise exception '% aceita de 1 a % parcelas.', v_forma.nome, v_forma.maximo_parcelas using errcode = '22023', hint = 'parcelas';
      end if;
      v_parcelas := (item ->> 'parcelas')::integer;
    end if;
    v_recebido := null;
    if v_forma.tipo = 'dinheiro' then
      v_recebido := coalesce(public._valor_em_reais(item ->> 'valor_recebido', 'valor recebido'), v_valor);
      if v_recebido < v_valor then
        raise exception 'O valor recebido (%) é menor que o valor em dinheiro (%).', public._reais(v_recebido), public._reais(v_valor)
          using errcode = '22023', hint = 'valor_recebido';
      end if;
      v_troco := v_troco + (v_recebido - v_valor);
    elsif nullif(item ->> 'valor_recebido', '') is not null then
      raise exception 'Valor recebido e troco são só para dinheiro.' using errcode = '22023', hint = 'valor_recebido';
    end if;

    insert into public.pagamentos_venda (venda_id, forma_pagamento_id, valor, parcelas, valor_recebido)
    values (p_venda.id, v_forma.id, v_valor, v_parcelas, v_recebido);
    insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, venda_id, valor, usuario_id)
    values (p_caixa_id, 'venda', v_forma.id, p_venda.id, coalesce(v_recebido, v_valor), p_usuario);
    if v_recebido > v_valor then
      insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, venda_id, valor, usuario_id)
      values (p_caixa_id, 'troco', v_forma.id, p_venda.id, v_recebido - v_valor, p_usuario);
    end if;
    v_soma := v_soma + v_valor;
  end loop;

  if v_soma <> p_venda.total then
    raise exception 'Os pagamentos somam %, mas o total da venda é %.', public._reais(v_soma), public._reais(p_venda.total)
      using errcode = '22023', hint = 'pagamentos';
  end if;
  return v_troco;
end $$;

-- The sale's units leave the ledger (one saída per line, motivo Venda), or come back (entrada, Devolução).
create function public._movimentar_estoque_da_venda(p_venda public.vendas, p_tipo text, p_usuario bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  item public.itens_venda;
  v_codigo text := public.codigo_venda(p_venda.numero);
begin
  for item in select * from public.itens_venda i where i.venda_id = p_venda.id order by i.id loop
    perform public._aplicar_estoque(item.produto_id, item.grade_id, public._efeito(p_tipo, item.quantidade), item.quantidade);
    insert into public.movimentacoes_estoque
      (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao, venda_id)
    values (p_tipo, item.produto_id, item.grade_id, item.quantidade, item.preco_unitario,
            case p_tipo when 'saida' then 'Venda' else 'Devolução' end,
            case p_tipo when 'saida' then 'Venda ' || v_codigo else 'Cancelamento da venda ' || v_codigo end,
            p_usuario, clock_timestamp(), p_venda.id);
  end loop;
end $$;

revoke execute on function public._valor_em_reais(text, text), public._caixa_aberto(), public._reais(numeric),
  public._dinheiro_esperado(bigint), public._conferir_desconto(numeric, numeric),
  public._registrar_pagamentos(public.vendas, jsonb, bigint, bigint),
  public._movimentar_estoque_da_venda(public.vendas, text, bigint) from public, anon, authenticated;

-- A sale's movements are the sale's: cancel the sale to return its stock.
create function public.movimentacoes_protege_venda() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Esta movimentação é de uma venda: cancele a venda para devolver o estoque.' using errcode = 'P0001';
end $$;
create trigger movimentacoes_protege_venda before update or delete on public.movimentacoes_estoque
  for each row when (old.venda_id is not null) execute function public.movimentacoes_protege_venda();

-- 2. The cash session -------------------------------------------------------------------------------
create function public.abrir_caixa(p_valor_abertura numeric) returns public.caixas
language plpgsql security definer
set search_path = ''
as $$
declare
  v_aberto public.caixas;
  v_nome text;
  v_caixa public.caixas;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para abrir o caixa.' using errcode = '42501';
  end if;
  if p_valor_abertura is null or p_valor_abertura < 0 or p_valor_abertura <> round(p_valor_abertura, 2) or p_valor_abertura >= 10000000000 then
    raise exception 'Informe o valor de abertura (zero ou mais, em reais e centavos).' using errcode = '22023', hint = 'valor_abertura';
  end if;
  -- One open session at a time: the unique index decides between two openings at the same moment.
  v_aberto := public._caixa_aberto();
  if v_aberto.id is not null then
    select u.nome into v_nome from public.usuarios u where u.id = v_aberto.aberto_por;
    raise exception 'O caixa já está aberto (por %, em %).', v_nome, to_char(v_aberto.aberto_em at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')
      using errcode = 'P0001', hint = 'caixa_aberto';
  end if;
  insert into public.caixas (aberto_por, valor_abertura) values (public.current_usuario_id(), p_valor_abertura) returning * into v_caixa;
  return v_caixa;
exception when unique_violation then
  raise exception 'O caixa acabou de ser aberto por outra pessoa.' using errcode = 'P0001', hint = 'caixa_aberto';
end $$;

-- The open session as the counter shows it: expected cash, and what each payment form took in.
create function public.resumo_caixa() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_caixa public.caixas;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o caixa.' using errcode = '42501';
  end if;
  select * into v_caixa from public.caixas c where c.empresa_id = 1 and c.fechado_em is null;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'caixa', to_jsonb(v_caixa),
    'dinheiro_esperado', public._dinheiro_esperado(v_caixa.id),
    'por_forma', coalesce((
      select jsonb_agg(jsonb_build_object('forma', f.nome, 'tipo', f.tipo, 'total', t.total) order by f.id)
        from (select m.forma_pagamento_id,
                     sum(case m.tipo when 'venda' then m.valor when 'troco' then -m.valor when 'estorno' then -m.valor else 0 end) as total
                from public.movimentos_caixa m
               where m.caixa_id = v_caixa.id and m.forma_pagamento_id is not null
               group by m.forma_pagamento_id) t
        join public.formas_pagamento f on f.id = t.forma_pagamento_id), '[]'::jsonb),
    'sangrias', coalesce((select sum(m.valor) from public.movimentos_caixa m where m.caixa_id = v_caixa.id and m.tipo = 'sangria'), 0),
    'suprimentos', coalesce((select sum(m.valor) from public.movimentos_caixa m where m.caixa_id = v_caixa.id and m.tipo = 'suprimento'), 0)
  );
end $$;

-- Sangria (cash taken out) or suprimento (cash put in), with the reason.
create function public.movimentar_caixa(p_tipo text, p_valor numeric, p_motivo text) returns public.movimentos_caixa
language plpgsql security definer
set search_path = ''
as $$
declare
  v_caixa public.caixas;
  v_esperado numeric;
  v_movimento public.movimentos_caixa;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para movimentar o caixa.' using errcode = '42501';
  end if;
  if p_tipo is null or p_tipo not in ('sangria', 'suprimento') then
    raise exception 'Escolha sangria ou suprimento.' using errcode = '22023', hint = 'tipo';
  end if;
  if p_valor is null or p_valor <= 0 or p_valor <> round(p_valor, 2) or p_valor >= 10000000000 then
    raise exception 'Informe um valor maior que zero.' using errcode = '22023', hint = 'valor';
  end if;
  if nullif(btrim(coalesce(p_motivo, '')), '') is null then
    raise exception 'Informe o motivo.' using errcode = '22023', hint = 'motivo';
  end if;
  if char_length(p_motivo) > 300 then
    raise exception 'O motivo aceita no máximo 300 caracteres.' using errcode = '22023', hint = 'motivo';
  end if;
  v_caixa := public._caixa_aberto();
  if v_caixa.id is null then
    raise exception 'Abra o caixa primeiro.' using errcode = 'P0001', hint = 'caixa_fechado';
  end if;
  v_esperado := public._dinheiro_esperado(v_caixa.id);
  if p_tipo = 'sangria' and p_valor > v_esperado then
    raise exception 'A sangria (%) é maior que o dinheiro no caixa (%).', public._reais(p_valor), public._reais(v_esperado)
      using errcode = '22023', hint = 'valor';
  end if;
  insert into public.movimentos_caixa (caixa_id, tipo, valor, motivo, usuario_id)
  values (v_caixa.id, p_tipo, p_valor, btrim(p_motivo), public.current_usuario_id())
  returning * into v_movimento;
  return v_movimento;
end $$;

-- Closes the open session with the cash counted: records what was expected and the difference.
create function public.fechar_caixa(p_dinheiro_contado numeric) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_caixa public.caixas;
  v_resumo jsonb;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para fechar o caixa.' using errcode = '42501';
  end if;
  if p_dinheiro_contado is null or p_dinheiro_contado < 0 or p_dinheiro_contado <> round(p_dinheiro_contado, 2) or p_dinheiro_contado >= 10000000000 then
    raise exception 'Informe o dinheiro contado no caixa.' using errcode = '22023', hint = 'dinheiro_contado';
  end if;
  v_caixa := public._caixa_aberto();
  if v_caixa.id is null then
    raise exception 'Não há caixa aberto.' using errcode = 'P0001', hint = 'caixa_fechado';
  end if;
  v_resumo := public.resumo_caixa();
  update public.caixas
     set fechado_em = now(), fechado_por = public.current_usuario_id(), dinheiro_contado = p_dinheiro_contado,
         dinheiro_esperado = (v_resumo ->> 'dinheiro_esperado')::numeric,
         diferenca = p_dinheiro_contado - (v_resumo ->> 'dinheiro_esperado')::numeric
   where id = v_caixa.id
  returning * into v_caixa;
  return v_resumo || jsonb_build_object('caixa', to_jsonb(v_caixa), 'dinheiro_contado', v_caixa.dinheiro_contado, 'diferenca', v_caixa.diferenca);
end $$;

-- 3. The counter sale ---------------------------------------------------------------------------------
-- p_itens: [{produto_id, grade_id?, quantidade, desconto?}]; p_pagamentos as _registrar_pagamentos;
-- p_desconto: a discount on the whole sale. Returns {id, numero, codigo, total, troco}.
create function public.finalizar_venda(
  p_itens jsonb,
  p_pagamentos jsonb,
  p_cliente_id bigint default null,
  p_cpf_na_nota text default null,
  p_desconto numeric default 0,
  p_observacoes text default null
) returns jsonb
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'auto'
as $$
declare
  v_usuario bigint;
  v_caixa public.caixas;
  v_venda public.vendas;
  v_bruto numeric;
  v_descontos numeric;
  v_subtotal numeric;
  v_linhas jsonb;
  v_troco numeric;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para registrar vendas.' using errcode = '42501';
  end if;
  v_usuario := public.current_usuario_id();
  v_caixa := public._caixa_aberto_para_venda();
  if v_caixa.id is null then
    raise exception 'Abra o caixa antes de vender.' using errcode = 'P0001', hint = 'caixa_fechado';
  end if;
  if p_desconto is null or p_desconto < 0 or p_desconto <> round(p_desconto, 2) then
    raise exception 'Informe um desconto válido.' using errcode = '22023', hint = 'desconto';
  end if;
  if p_cliente_id is not null and not exists (select 1 from public.clientes c where c.id = p_cliente_id and c.ativo) then
    raise exception 'Cliente não encontrado ou inativo.' using errcode = '22023', hint = 'cliente_id';
  end if;
  if nullif(btrim(coalesce(p_cpf_na_nota, '')), '') is not null and not public.cpf_valido(p_cpf_na_nota) then
    raise exception 'CPF inválido' using errcode = '22023', hint = 'cpf_na_nota';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;
  if p_itens is not null and jsonb_typeof(p_itens) = 'array' then
    perform public._bloquear_produtos(array(select (e ->> 'produto_id')::bigint from jsonb_array_elements(p_itens) e
                                             where (e ->> 'produto_id') ~ '^[0-9]{1,18}$'));
  end if;

  select coalesce(sum(l.quantidade * l.preco_unitario), 0), coalesce(sum(l.desconto), 0),
         jsonb_agg(to_jsonb(l) order by l.ordem)
    into v_bruto, v_descontos, v_linhas
    from public._linhas_venda(p_itens) with ordinality as l(produto_id, grade_id, quantidade, preco_unitario, custo_unitario, desconto, descricao, ordem);
  v_subtotal := v_bruto - v_descontos;
  if p_desconto > v_subtotal then
    raise exception 'O desconto passa do valor da venda.' using errcode = '22023', hint = 'desconto';
  end if;
  perform public._conferir_desconto(v_bruto, v_descontos + p_desconto);

  insert into public.vendas (origem, status, cliente_id, cpf_na_nota, vendedor_id, caixa_id, subtotal, desconto, observacoes,
                             confirmada_em, confirmada_por)
  values ('balcao', 'confirmada', p_cliente_id, nullif(public.somente_digitos(p_cpf_na_nota), ''), v_usuario, v_caixa.id,
          v_subtotal, p_desconto, nullif(btrim(coalesce(p_observacoes, '')), ''), now(), v_usuario)
  returning * into v_venda;
  insert into public.itens_venda (venda_id, produto_id, grade_id, quantidade, preco_unitario, custo_unitario, desconto, descricao)
  select v_venda.id, r.produto_id, r.grade_id, r.quantidade, r.preco_unitario, r.custo_unitario, r.desconto, r.descricao
    from jsonb_to_recordset(v_linhas) as r(produto_id bigint, grade_id bigint, quantidade integer, preco_unitario numeric,
                                            custo_unitario numeric, desconto numeric, descricao text, ordem bigint)
   order by r.ordem;

  perform public._movimentar_estoque_da_venda(v_venda, 'saida', v_usuario);
  v_troco := public._registrar_pagamentos(v_venda, p_pagamentos, v_caixa.id, v_usuario);
  return jsonb_build_object('id', v_venda.id, 'numero', v_venda.numero, 'codigo', public.codigo_venda(v_venda.numero),
                            'total', v_venda.total, 'troco', v_troco);
end $$;

-- 4. Confirming a storefront order, cancelling a sale ---------------------------------------------------
-- Confirms a pending order with its payment: the units leave the ledger, the payment goes into the
-- open cash session. An expired order is refused (its units may have gone to someone else).
create function public.confirmar_pedido(p_venda_id bigint, p_pagamentos jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'auto'
as $$
declare
  v_usuario bigint;
  v_caixa public.caixas;
  v_venda public.vendas;
  v_itens jsonb;
  v_troco numeric;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para confirmar pedidos.' using errcode = '42501';
  end if;
  v_usuario := public.current_usuario_id();
  v_caixa := public._caixa_aberto_para_venda();
  if v_caixa.id is null then
    raise exception 'Abra o caixa para receber o pagamento.' using errcode = 'P0001', hint = 'caixa_fechado';
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

  -- Its lines are checked again as a sale (product still sold, units still there beyond other orders).
  select jsonb_agg(jsonb_build_object('produto_id', i.produto_id, 'grade_id', i.grade_id, 'quantidade', i.quantidade, 'desconto', i.desconto) order by i.id)
    into v_itens from public.itens_venda i where i.venda_id = v_venda.id;
  perform public._bloquear_produtos(array(select i.produto_id from public.itens_venda i where i.venda_id = v_venda.id));
  perform count(*) from public._linhas_venda(v_itens, v_venda.id);

  update public.vendas
     set status = 'confirmada', confirmada_em = now(), confirmada_por = v_usuario, vendedor_id = coalesce(vendedor_id, v_usuario),
         caixa_id = v_caixa.id
   where id = v_venda.id
  returning * into v_venda;
  perform public._movimentar_estoque_da_venda(v_venda, 'saida', v_usuario);
  v_troco := public._registrar_pagamentos(v_venda, p_pagamentos, v_caixa.id, v_usuario);
  return jsonb_build_object('id', v_venda.id, 'numero', v_venda.numero, 'codigo', public.codigo_venda(v_venda.numero),
                            'total', v_venda.total, 'troco', v_troco);
end $$;

-- Cancels a sale with a reason. A pending order: funcionário or admin, and its reservation ends. A
-- confirmed sale: admin only; its units come back to the ledger and its money leaves the open cash
-- session (estorno, one per payment form).
create function public.cancelar_venda(p_venda_id bigint, p_motivo text) returns public.vendas
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'auto'
as $$
declare
  v_usuario bigint;
  v_caixa public.caixas;
  v_venda public.vendas;
  pagamento record;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para cancelar vendas.' using errcode = '42501';
  end if;
  if nullif(btrim(coalesce(p_motivo, '')), '') is null then
    raise exception 'Informe o motivo do cancelamento.' using errcode = '22023', hint = 'motivo';
  end if;
  if char_length(p_motivo) > 500 then
    raise exception 'O motivo aceita no máximo 500 caracteres.' using errcode = '22023', hint = 'motivo';
  end if;
  v_usuario := public.current_usuario_id();
  -- The cash session first, then the sale, in the order confirmar_pedido takes them (no deadlock).
  v_caixa := public._caixa_aberto();
  select * into v_venda from public.vendas where id = p_venda_id for update;
  if not found then
    raise exception 'Venda não encontrada.' using errcode = 'P0001';
  end if;
  if v_venda.status = 'cancelada' then
    raise exception 'Esta venda já foi cancelada.' using errcode = 'P0001';
  end if;

  if v_venda.status = 'confirmada' then
    if not public.is_admin() then
      raise exception 'Só um administrador cancela uma venda confirmada.' using errcode = '42501';
    end if;
    if v_caixa.id is null and exists (select 1 from public.pagamentos_venda p where p.venda_id = v_venda.id) then
      raise exception 'Abra o caixa para devolver o dinheiro da venda.' using errcode = 'P0001', hint = 'caixa_fechado';
    end if;
    perform public._bloquear_produtos(array(select i.produto_id from public.itens_venda i where i.venda_id = v_venda.id));
    perform public._movimentar_estoque_da_venda(v_venda, 'entrada', v_usuario);
    for pagamento in
      select p.forma_pagamento_id, sum(p.valor) as valor from public.pagamentos_venda p where p.venda_id = v_venda.id group by 1 order by 1
    loop
      insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, venda_id, valor, motivo, usuario_id)
      values (v_caixa.id, 'estorno', pagamento.forma_pagamento_id, v_venda.id, pagamento.valor, btrim(p_motivo), v_usuario);
    end loop;
  end if;

  update public.vendas
     set status = 'cancelada', cancelada_em = now(), cancelada_por = v_usuario, motivo_cancelamento = btrim(p_motivo)
   where id = v_venda.id
  returning * into v_venda;
  return v_venda;
end $$;

revoke execute on function public.abrir_caixa(numeric), public.resumo_caixa(), public.movimentar_caixa(text, numeric, text),
  public.fechar_caixa(numeric), public.finalizar_venda(jsonb, jsonb, bigint, text, numeric, text),
  public.confirmar_pedido(bigint, jsonb), public.cancelar_venda(bigint, text) from public, anon;
grant execute on function public.abrir_caixa(numeric), public.resumo_caixa(), public.movimentar_caixa(text, numeric, text),
  public.fechar_caixa(numeric), public.finalizar_venda(jsonb, jsonb, bigint, text, numeric, text),
  public.confirmar_pedido(bigint, jsonb), public.cancelar_venda(bigint, text) to authenticated;
