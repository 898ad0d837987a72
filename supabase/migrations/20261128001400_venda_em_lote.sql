-- A sale's stock and payments in one statement per table instead of one round per line.
--
-- _movimentar_estoque_da_venda (sale, order confirmation, cancellation) called _aplicar_estoque for each
-- line: two locking reads, a grade update whose row trigger updated the product, then the ledger insert.
-- A 3-line sale ran 15 statements there, and each INSERT or UPDATE starts an executor and reads its
-- table's CHECK constraints again (16 on produtos). Now: one check, one update of the grades, one of the
-- grade-less products, one ledger insert; and the grades update their products once per statement.
-- The refusal is the one _aplicar_estoque gave, for the same line: the first line, in order, that the
-- lines before it on the same grade leave without stock ("disponível" is what was left for it).
-- The callers lock the sale's products first (_bloquear_produtos, in id order), which also serialises
-- every writer of those products' grades.
-- _registrar_pagamentos checks each payment as before, in order and with the same messages, and then
-- writes them all at once: two inserts instead of two or three per payment.

create or replace function public._movimentar_estoque_da_venda(p_venda public.vendas, p_tipo text, p_usuario bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_codigo text := public.codigo_venda(p_venda.numero);
  v_falta record;
begin
  if p_tipo = 'saida' then
    select l.nome, l.atual - (l.acumulado - l.quantidade) as disponivel, l.quantidade
      into v_falta
      from (select i.id, i.quantidade, coalesce(g.estoque_atual, p.estoque_atual) as atual,
                   sum(i.quantidade) over (partition by i.produto_id, i.grade_id order by i.id) as acumulado,
                   case when g.id is null then p.nome else format('%s (%s/%s)', p.nome, g.cor, g.tamanho) end as nome
              from public.itens_venda i
              join public.produtos p on p.id = i.produto_id
              left join public.grades_produto g on g.id = i.grade_id
             where i.venda_id = p_venda.id) l
     where l.atual - l.acumulado < 0
     order by l.id
     limit 1;
    if found then
      raise exception 'Estoque insuficiente para %: disponível %, solicitado %', v_falta.nome, v_falta.disponivel, v_falta.quantidade
        using errcode = 'P0001', hint = 'estoque_insuficiente';
    end if;
  end if;

  update public.grades_produto g
     set estoque_atual = g.estoque_atual + d.delta
    from (select i.grade_id, sum(public._efeito(p_tipo, i.quantidade)) as delta
            from public.itens_venda i where i.venda_id = p_venda.id and i.grade_id is not null
           group by i.grade_id) d
   where g.id = d.grade_id;
  update public.produtos p
     set estoque_atual = p.estoque_atual + d.delta
    from (select i.produto_id, sum(public._efeito(p_tipo, i.quantidade)) as delta
            from public.itens_venda i where i.venda_id = p_venda.id and i.grade_id is null
           group by i.produto_id) d
   where p.id = d.produto_id;

  insert into public.movimentacoes_estoque
    (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao, venda_id)
  select p_tipo, i.produto_id, i.grade_id, i.quantidade, i.preco_unitario,
         case p_tipo when 'saida' then 'Venda' else 'Devolução' end,
         case p_tipo when 'saida' then 'Venda ' || v_codigo else 'Cancelamento da venda ' || v_codigo end,
         p_usuario, clock_timestamp(), p_venda.id
    from public.itens_venda i
   where i.venda_id = p_venda.id
   order by i.id;
end $$;

-- The grades' products, once per statement (transition tables) instead of once per grade row:
-- produto_soma_grades, before the product's update, sets its stock to its grades' sum; a product left
-- without grades has no units (grades_remove_estoque recorded their exit), so it gets 0.
drop trigger grades_atualiza_produto on public.grades_produto;
drop function public.grades_atualiza_produto();

create function public.grades_atualizam_produtos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.produtos p set estoque_atual = p.estoque_atual where p.id in (select n.produto_id from novas n);
  elsif tg_op = 'DELETE' then
    update public.produtos p
       set estoque_atual = case when exists (select 1 from public.grades_produto g where g.produto_id = p.id) then p.estoque_atual else 0 end
     where p.id in (select a.produto_id from antigas a);
  else
    update public.produtos p
       set estoque_atual = case when exists (select 1 from public.grades_produto g where g.produto_id = p.id) then p.estoque_atual else 0 end
     where p.id in (select a.produto_id from antigas a union select n.produto_id from novas n);
  end if;
  return null;
end $$;

revoke execute on function public.grades_atualizam_produtos() from public, anon, authenticated;

create trigger grades_inseridas_atualizam_produtos after insert on public.grades_produto
  referencing new table as novas for each statement execute function public.grades_atualizam_produtos();
create trigger grades_alteradas_atualizam_produtos after update on public.grades_produto
  referencing old table as antigas new table as novas for each statement execute function public.grades_atualizam_produtos();
create trigger grades_removidas_atualizam_produtos after delete on public.grades_produto
  referencing old table as antigas for each statement execute function public.grades_atualizam_produtos();

create or replace function public._registrar_pagamentos(p_venda public.vendas, p_pagamentos jsonb, p_caixa_id bigint, p_usuario bigint)
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
  v_formas bigint[] := '{}';
  v_valores numeric[] := '{}';
  v_parcelas_de integer[] := '{}';
  v_recebidos numeric[] := '{}';
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
    v_formas := v_formas || v_forma.id;
    v_valores := v_valores || v_valor;
    v_parcelas_de := v_parcelas_de || v_parcelas;
    v_recebidos := v_recebidos || v_recebido;
    v_soma := v_soma + v_valor;
  end loop;

  if v_soma <> p_venda.total then
    raise exception 'Os pagamentos somam %, mas o total da venda é %.', public._reais(v_soma), public._reais(p_venda.total)
      using errcode = '22023', hint = 'pagamentos';
  end if;

  insert into public.pagamentos_venda (venda_id, forma_pagamento_id, valor, parcelas, valor_recebido)
  select p_venda.id, p.forma, p.valor, p.parcelas, p.recebido
    from unnest(v_formas, v_valores, v_parcelas_de, v_recebidos) with ordinality as p(forma, valor, parcelas, recebido, ordem)
   order by p.ordem;
  -- Each payment enters the cash as received; the change handed back leaves it right after.
  insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, venda_id, valor, usuario_id)
  select p_caixa_id, m.tipo, p.forma, p_venda.id, m.valor, p_usuario
    from unnest(v_formas, v_valores, v_recebidos) with ordinality as p(forma, valor, recebido, ordem)
   cross join lateral (values (1, 'venda', coalesce(p.recebido, p.valor)), (2, 'troco', p.recebido - p.valor)) as m(passo, tipo, valor)
   where m.tipo = 'venda' or p.recebido > p.valor
   order by p.ordem, m.passo;
  return v_troco;
end $$;
