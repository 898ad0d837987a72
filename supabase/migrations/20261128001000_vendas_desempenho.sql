-- Vendas at speed (issue 24, "Speed"; measured by `npm run bench` suite vendas, local-supabase/bench/vendas*.ts).
--
-- 1. The sale-writing functions keep the plan cache's usual choice. `authenticated` runs with
--    plan_cache_mode = force_custom_plan (migration 20261128000100, for the lists' searches), which also
--    applied to every statement inside finalizar_venda and the helpers and triggers it runs (about 140
--    statements for a sale of 3 lines, each planned again on every call): 12 ms a sale alone against
--    8 ms with generic plans, as registrar_movimentacoes already does. (At the end of this file: a
--    create or replace drops a function's settings.)

-- 2. Sales no longer wait for each other on the cash session. Every sale took the open session's row
--    FOR UPDATE (_caixa_aberto) and held it to its commit, so the shop's sales ran one at a time: with 16
--    sellers each waited behind up to 15 others (p95 279 ms at 16 concurrent sellers, 70 sales/s,
--    against 20 ms for one sale alone). A sale only adds to the session (its payments, and dinheiro's
--    net of change is positive): it needs the session to stay open until it commits, not to be alone in
--    it. So finalizar_venda and confirmar_pedido take the row FOR SHARE: sales run side by side (two
--    sales of the same product still wait for each other on the product's lock, in id order as every
--    stock function), while closing the session, a sangria or suprimento, cancelling a sale and
--    opening one still take it FOR UPDATE, so they wait for the sales in flight and the sales wait for
--    them: fechar_caixa counts every sale that committed, a sangria never passes the cash a concurrent
--    estorno removed, and a sale that waited for a closing finds no open session ("Abra o caixa antes
--    de vender."). The lock order is unchanged (session, then sale, then products): no new deadlock.
--    Measured (2 shared cores): 113 sales/s, p50 138 ms, p95 219-248 ms. What is left is CPU, not
--    waiting: each line's stock update rewrites the grade and then the product row (grades_atualiza_produto,
--    produtos_soma_grades), a non-HOT update through the product's 23 indexes, ~2 ms a line of the ~8 ms
--    a sale costs the database; the rest of a request's ~20 ms is the gateway and PostgREST.
create function public._caixa_aberto_para_venda() returns public.caixas
language sql security definer
set search_path = ''
as $$ select * from public.caixas where empresa_id = 1 and fechado_em is null for share $$;
revoke execute on function public._caixa_aberto_para_venda() from public, anon, authenticated;

-- finalizar_venda and confirmar_pedido as in migration 20261128000500, but for the session's lock.
create or replace function public.finalizar_venda(
  p_itens jsonb,
  p_pagamentos jsonb,
  p_cliente_id bigint default null,
  p_cpf_na_nota text default null,
  p_desconto numeric default 0,
  p_observacoes text default null
) returns jsonb
language plpgsql security definer
set search_path = ''
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

create or replace function public.confirmar_pedido(p_venda_id bigint, p_pagamentos jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
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

-- 1. (see the top) The sale-writing functions keep the plan cache's usual choice.
alter function public.finalizar_venda(jsonb, jsonb, bigint, text, numeric, text) set plan_cache_mode = 'auto';
alter function public.confirmar_pedido(bigint, jsonb) set plan_cache_mode = 'auto';
alter function public.registrar_pedido(jsonb) set plan_cache_mode = 'auto';
alter function public.cancelar_venda(bigint, text) set plan_cache_mode = 'auto';

-- 3. The sales list counts and sums its filtered sales without visiting the table. vendas_pagina answers
--    the exact count and the money of every filtered sale (total, valor, valor_confirmado): through the
--    key-only indexes each of those sales was a heap visit for its total (situação cancelada, 6,000 of
--    the bench's 100,000: 11 ms; origem catálogo, 15,000: 22 ms). With total (and status, which
--    valor_confirmado needs) in the index, the count and the sums are index-only scans (2.6 ms and
--    6.6 ms), and the first page still comes in the index's order. Same keys as the indexes they replace.
drop index public.vendas_status_criada;
create index vendas_status_criada on public.vendas (status, criada_em desc, id desc) include (total);
drop index public.vendas_origem_criada;
create index vendas_origem_criada on public.vendas (origem, criada_em desc, id desc) include (total, status);
drop index public.vendas_criada;
create index vendas_criada on public.vendas (criada_em desc, id desc) include (total, status);
drop index public.vendas_pendentes;
create index vendas_pendentes on public.vendas (reserva_expira_em) include (total) where status = 'pendente';
