-- Issue 15: the public `imagens` bucket let anyone list every object name, inactive products' folders
-- included. A public image needs no listing: Storage serves /object/public, /render/image/public and
-- /object/info/public (and any download or info of a public bucket's object) as its own superuser, past
-- every policy, so public URLs keep working for everyone.
--
-- What this select policy still governs is reading the rows as the caller: listing (list, list-v2),
-- signed URLs, authenticated image transformations, the source of a move or copy, and the RETURNING of
-- the staff's own uploads, replacements and removals. Staff read (admin, funcionario, user); only the
-- writers among them upload, replace and remove, as before.
drop policy "imagens: leitura pública" on storage.objects;
create policy "imagens: leitura pela equipe" on storage.objects for select to authenticated
  using (bucket_id = 'imagens' and (select public.is_staff()));
