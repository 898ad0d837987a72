-- Storefront search by every word (issue 23 §3) and "Você quis dizer…" when a search finds nothing.
--
-- 1. The search itself needs no schema change: the client sends one `busca ILIKE '%word%'` per typed
--    word (shared-ui's withSearch), and the trigram GIN index on produtos.busca serves them ANDed in
--    one bitmap scan, through the owner-run view catalogo_produtos.
-- 2. catalogo_sugestoes(p_busca): the active products whose names are closest to a search that found
--    nothing ("biqini", "bikini" → the Biquínis), by pg_trgm's word similarity of the typed text to
--    the product's busca (lower case, accent-free). It reads only the public view, as the caller
--    (anon may call it), and returns only id and nome. `<%` (word similarity above the threshold set
--    on the function) is what the trigram index answers; the ordering by the score is over those few.
--    0.3: "bikini" scores 0.36 against "biquini" (k for qu shares few trigrams), unrelated names
--    score below 0.2. The typed text is capped at 100 characters and the answer at 10 rows.
create function public.catalogo_sugestoes(p_busca text, p_limite integer default 5)
returns table (id bigint, nome text)
language sql
stable
security invoker
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.3
as $$
  with typed as (
    select btrim(regexp_replace(public.f_unaccent(lower(left(coalesce(p_busca, ''), 100))), '[^[:alnum:]]+', ' ', 'g')) as texto
  )
  select p.id, p.nome
    from public.catalogo_produtos p, typed t
   where t.texto <> ''
     and t.texto operator(extensions.<%) p.busca
   order by extensions.word_similarity(t.texto, p.busca) desc, p.nome, p.id
   limit least(greatest(coalesce(p_limite, 5), 1), 10)
$$;

comment on function public.catalogo_sugestoes(text, integer) is
  'Storefront "Você quis dizer…": active products closest to a search that found nothing (trigram word similarity); public columns only.';
revoke all on function public.catalogo_sugestoes(text, integer) from public;
grant execute on function public.catalogo_sugestoes(text, integer) to anon, authenticated;
