-- A day of the shop, for `npm start` only (never for the tests, whose counts read supabase/seed.sql alone):
-- applied once, right after the seed, on a database seen for the first time (local-supabase migrate()).
-- Everything goes through the same database functions the screens call, signed in as the demo staff, so
-- the stock ledger, the cash session, the títulos and the reports agree with each other to the cent:
--   Rafael (funcionário) opens the cash with R$ 200,00 and sells three times (Pix, cash with change,
--   credit in 3x); Juliana (cliente) orders from the storefront; a bikini comes back for another size;
--   the Cangas are 15 % off (their price history is backdated 60 days, so the storefront may show "de/por");
--   an order to Tecidos Maré Alta is approved and half received (stock, average cost, a título a pagar);
--   another quote waits for approval; the rent is a monthly título a pagar; the hats are being counted.
-- The cash stays open: it is the middle of the day.
do $$
declare
  c_funcionario constant text := '00000000-0000-4000-8000-000000000002';
  c_admin constant text := '00000000-0000-4000-8000-000000000001';
  c_cliente constant text := '00000000-0000-4000-8000-000000000004';
  v_pix bigint := (select id from public.formas_pagamento where tipo = 'pix' order by id limit 1);
  v_dinheiro bigint := (select id from public.formas_pagamento where tipo = 'dinheiro' order by id limit 1);
  v_credito bigint := (select id from public.formas_pagamento where tipo = 'credito' order by id limit 1);
  v_agora timestamp := now() at time zone 'America/Sao_Paulo';
  v_itens jsonb;
  v_total numeric;
  v_venda jsonb;
  v_compra jsonb;
  v_balanco jsonb;
begin
  -- Prices that have held for 60 days: a promotion's "de" price is only shown when it was the real regular price.
  update public.precos_historico set alterado_em = alterado_em - interval '60 days';

  -- Rafael, at the counter (auth.uid() reads the claims PostgREST would set).
  perform set_config('request.jwt.claims', json_build_object('sub', c_funcionario, 'role', 'authenticated')::text, true);

  -- The Cangas, 15 % off since yesterday, for two weeks.
  perform public.salvar_promocao(jsonb_build_object(
    'nome', 'Semana das Cangas', 'tipo', 'percentual', 'valor', 15, 'categoria_id', 6,
    'inicio', to_char(v_agora - interval '1 day', 'YYYY-MM-DD"T"HH24:MI'),
    'fim', to_char(v_agora + interval '14 days', 'YYYY-MM-DD"T"HH24:MI')));

  perform public.abrir_caixa(200.00);

  -- 1. Pix: a bikini (Coral P) and a straw hat (Palha M).
  v_itens := '[{"produto_id": 1, "grade_id": 2, "quantidade": 1}, {"produto_id": 22, "grade_id": 97, "quantidade": 1}]';
  v_total := (select sum(public.preco_atual((e ->> 'produto_id')::bigint) * (e ->> 'quantidade')::integer) from jsonb_array_elements(v_itens) e);
  v_venda := public.finalizar_venda(v_itens, jsonb_build_array(jsonb_build_object('forma_pagamento_id', v_pix, 'valor', v_total)));

  -- 2. Cash with change: two cangas on promotion.
  v_itens := '[{"produto_id": 39, "grade_id": 176, "quantidade": 1}, {"produto_id": 40, "grade_id": 179, "quantidade": 1}]';
  v_total := (select sum(public.preco_atual((e ->> 'produto_id')::bigint) * (e ->> 'quantidade')::integer) from jsonb_array_elements(v_itens) e);
  perform public.finalizar_venda(v_itens, jsonb_build_array(jsonb_build_object(
    'forma_pagamento_id', v_dinheiro, 'valor', v_total, 'valor_recebido', ceil(v_total / 50) * 50)));

  -- 3. Credit in 3x: a bikini (Terracota M), to the demo customer.
  v_itens := '[{"produto_id": 3, "grade_id": 23, "quantidade": 1}]';
  v_total := (select sum(public.preco_atual((e ->> 'produto_id')::bigint) * (e ->> 'quantidade')::integer) from jsonb_array_elements(v_itens) e);
  perform public.finalizar_venda(v_itens, jsonb_build_array(jsonb_build_object('forma_pagamento_id', v_credito, 'valor', v_total, 'parcelas', 3)),
    (select id from public.clientes order by id limit 1));

  -- The first sale's bikini comes back for another size (Coral P → Coral GG, same price: nothing to pay).
  perform public.registrar_troca((v_venda ->> 'id')::bigint,
    jsonb_build_array(jsonb_build_object('item_venda_id',
      (select i.id from public.itens_venda i where i.venda_id = (v_venda ->> 'id')::bigint and i.grade_id = 2), 'quantidade', 1, 'motivo', 'Tamanho')),
    '[{"produto_id": 1, "grade_id": 5, "quantidade": 1}]'::jsonb);

  -- Purchasing: an order to Tecidos Maré Alta (a new colour among the cells), approved and half received
  -- (a título a pagar in 30 days); another quote waits for approval.
  v_compra := public.salvar_compra((select id from public.fornecedores where nome = 'Tecidos Maré Alta Ltda'),
    '[{"produto_id": 1, "cor": "Coral", "tamanho": "M", "quantidade": 6, "custo_unitario": 52.00},
      {"produto_id": 1, "cor": "Coral", "tamanho": "G", "quantidade": 4, "custo_unitario": 52.00},
      {"produto_id": 1, "cor": "Azul", "tamanho": "M", "quantidade": 3, "custo_unitario": 54.00}]'::jsonb,
    'Reposição para o feriado');
  perform public.aprovar_compra((v_compra ->> 'id')::bigint);
  perform public.receber_compra((v_compra ->> 'id')::bigint,
    (select jsonb_agg(jsonb_build_object('item_id', i.id, 'quantidade', case when i.cor = 'Coral' and i.tamanho = 'M' then 6 else 2 end) order by i.id)
       from public.itens_compra i where i.compra_id = (v_compra ->> 'id')::bigint and i.cor = 'Coral'));
  perform public.salvar_compra((select id from public.fornecedores where nome = 'Palha & Arte Artesanatos'),
    '[{"produto_id": 22, "cor": "Palha", "tamanho": "G", "quantidade": 5, "custo_unitario": 38.50},
      {"produto_id": 22, "cor": "Preto", "tamanho": "G", "quantidade": 5, "custo_unitario": 38.50}]'::jsonb);

  -- The hats are being counted (not applied yet).
  v_balanco := public.abrir_balanco('categoria', 3, null, 'Contagem mensal dos chapéus');
  perform public.registrar_contagem((v_balanco ->> 'id')::bigint, 'LP1022-96');
  perform public.registrar_contagem((v_balanco ->> 'id')::bigint, 'LP1022-96');
  perform public.registrar_contagem((v_balanco ->> 'id')::bigint, 'LP1022-97', p_quantidade => 3);

  -- Marina (admin): the rent, a monthly título a pagar for a year.
  perform set_config('request.jwt.claims', json_build_object('sub', c_admin, 'role', 'authenticated')::text, true);
  perform public.criar_titulo('pagar', 'Aluguel da loja', 3500.00,
    (select id from public.categorias_financeiras where codigo = 'aluguel'),
    (date_trunc('month', v_agora) + interval '1 month' + interval '4 days')::date, p_repeticoes => 12);

  -- Juliana orders from the storefront: it waits for the shop under Pedidos do catálogo.
  perform set_config('request.jwt.claims', json_build_object('sub', c_cliente, 'role', 'authenticated')::text, true);
  perform public.registrar_pedido('[{"produto_id": 41, "grade_id": 181, "quantidade": 1}, {"produto_id": 2, "grade_id": 17, "quantidade": 1}]'::jsonb);

  perform set_config('request.jwt.claims', '', true);
end $$;
