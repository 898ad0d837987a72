-- Product images: bucket `imagens`, public to read, written by staff only, images up to 5 MB.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('imagens', 'imagens', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "imagens: leitura pública" on storage.objects for select to anon, authenticated
  using (bucket_id = 'imagens');
create policy "imagens: envio pela equipe" on storage.objects for insert to authenticated
  with check (bucket_id = 'imagens' and (select public.can_write()));
create policy "imagens: alteração pela equipe" on storage.objects for update to authenticated
  using (bucket_id = 'imagens' and (select public.can_write()))
  with check (bucket_id = 'imagens' and (select public.can_write()));
create policy "imagens: remoção pela equipe" on storage.objects for delete to authenticated
  using (bucket_id = 'imagens' and (select public.can_write()));
