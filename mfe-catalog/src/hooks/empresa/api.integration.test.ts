import { afterAll, describe, expect, it } from 'vitest';
import { api, makeStore } from '@loja/shared-ui/platform';
import { signInAs, sql } from '@loja/local-supabase/testing';
import { EMPRESA_ID, empresaApi } from './api';

let original: string | undefined;

afterAll(async () => {
  if (original) await sql('update empresa set whatsapp = $1 where id = 1', [original]);
});

describe('getEmpresaPublica', () => {
  it('reads again when the company form saves (it invalidates { type: Empresa, id: 1 })', async () => {
    [{ whatsapp: original }] = await sql<{ whatsapp: string }>('select whatsapp from empresa where id = 1');
    await signInAs(null);
    const store = makeStore();
    const subscription = store.dispatch(empresaApi.endpoints.getEmpresaPublica.initiate());
    try {
      expect((await subscription.unwrap())?.whatsapp).toBe(original);

      await sql('update empresa set whatsapp = $1 where id = 1', ['5548912345678']);
      // what the back-office's updateEmpresa mutation invalidates after a save
      store.dispatch(api.util.invalidateTags([{ type: 'Empresa', id: EMPRESA_ID }]));

      await expect
        .poll(() => empresaApi.endpoints.getEmpresaPublica.select()(store.getState()).data?.whatsapp)
        .toBe('5548912345678');
    } finally {
      subscription.unsubscribe();
    }
  });
});
