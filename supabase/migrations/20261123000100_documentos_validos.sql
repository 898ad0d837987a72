-- CPF and CNPJ are real documents: their check digits are verified by the database and each one is
-- registered once per register, so a client that skips the form cannot store a mistyped or repeated
-- number (issue 9; the spec itself checks no format). The forms check the same rules first and map
-- the constraint names below to Portuguese messages ("CPF inválido", "Já existe um cliente com este CPF").

-- Digits of a CPF/CNPJ, whatever punctuation was typed ('123.456.789-09' -> '12345678909').
create or replace function public.somente_digitos(valor text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$ select regexp_replace(valor, '[^0-9]', '', 'g') $$;

-- Módulo 11 check digits of the Receita Federal; sequences of one repeated digit are refused too.
create or replace function public.cpf_valido(valor text) returns boolean
language plpgsql immutable parallel safe strict
set search_path = ''
as $$
declare
  d text := public.somente_digitos(valor);
  soma int;
  resto int;
begin
  if length(d) <> 11 or d ~ '^(\d)\1{10}$' or valor !~ '^[0-9.\- ]+$' then
    return false;
  end if;
  for pos in 10..11 loop
    soma := 0;
    for i in 1..pos - 1 loop
      soma := soma + substr(d, i, 1)::int * (pos + 1 - i);
    end loop;
    resto := (soma * 10) % 11;
    if resto = 10 then resto := 0; end if;
    if resto <> substr(d, pos, 1)::int then
      return false;
    end if;
  end loop;
  return true;
end $$;

-- Since July 2026 the Receita Federal also issues alphanumeric CNPJs (12 characters 0-9/A-Z, then two
-- numeric check digits); each character counts as its ASCII code minus 48, so a numeric CNPJ computes
-- exactly as before.
create or replace function public.cnpj_normalizado(valor text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$ select upper(regexp_replace(valor, '[^0-9A-Za-z]', '', 'g')) $$;

create or replace function public.cnpj_valido(valor text) returns boolean
language plpgsql immutable parallel safe strict
set search_path = ''
as $$
declare
  d text := public.cnpj_normalizado(valor);
  pesos int[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  soma int;
  resto int;
begin
  if d !~ '^[0-9A-Z]{12}[0-9]{2}$' or d ~ '^(.)\1{13}$' or valor !~ '^[0-9A-Za-z./\- ]+$' then
    return false;
  end if;
  for pos in 13..14 loop
    soma := 0;
    for i in 1..pos - 1 loop
      -- The first digit uses weights 5..2,9..2; the second 6..2,9..2 (the same array, shifted).
      soma := soma + (ascii(substr(d, i, 1)) - 48) * pesos[i + 14 - pos];
    end loop;
    resto := soma % 11;
    if (case when resto < 2 then 0 else 11 - resto end) <> substr(d, pos, 1)::int then
      return false;
    end if;
  end loop;
  return true;
end $$;

-- NOT VALID: rows already stored by an earlier version are left as they are (the form asks for a valid
-- number when one of them is edited); every new or changed row is checked. A fresh database has no rows
-- here when migrations run (the seed comes after), so there the whole table is checked.
alter table public.clientes add constraint clientes_cpf_valido check (public.cpf_valido(cpf)) not valid;
alter table public.fornecedores add constraint fornecedores_cnpj_valido check (public.cnpj_valido(cnpj)) not valid;
alter table public.funcionarios add constraint funcionarios_cpf_valido check (public.cpf_valido(cpf)) not valid;

-- One register per document, whatever punctuation it was typed with.
create unique index clientes_cpf_unico on public.clientes (public.somente_digitos(cpf));
create unique index fornecedores_cnpj_unico on public.fornecedores (public.cnpj_normalizado(cnpj));
create unique index funcionarios_cpf_unico on public.funcionarios (public.somente_digitos(cpf));

-- The lists' search also finds a CPF, CNPJ or telefone typed without punctuation ("12345678909", "48991012020"),
-- not only with the stored punctuation.
drop index public.clientes_busca_trgm;
drop index public.fornecedores_busca_trgm;
drop index public.funcionarios_busca_trgm;
alter table public.clientes drop column busca;
alter table public.fornecedores drop column busca;
alter table public.funcionarios drop column busca;

alter table public.clientes add column busca text generated always as (public.f_unaccent(lower(
  nome || ' ' || cpf || ' ' || telefone || ' ' || email || ' '
  || public.somente_digitos(cpf) || ' ' || public.somente_digitos(telefone)))) stored;
alter table public.fornecedores add column busca text generated always as (public.f_unaccent(lower(
  nome || ' ' || cnpj || ' ' || telefone || ' ' || email || ' '
  || public.cnpj_normalizado(cnpj) || ' ' || public.somente_digitos(telefone)))) stored;
alter table public.funcionarios add column busca text generated always as (public.f_unaccent(lower(
  nome || ' ' || cpf || ' ' || telefone || ' ' || email || ' ' || cargo || ' '
  || public.somente_digitos(cpf) || ' ' || public.somente_digitos(telefone)))) stored;

create index clientes_busca_trgm on public.clientes using gin (busca extensions.gin_trgm_ops);
create index fornecedores_busca_trgm on public.fornecedores using gin (busca extensions.gin_trgm_ops);
create index funcionarios_busca_trgm on public.funcionarios using gin (busca extensions.gin_trgm_ops);
