import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
// Today and month ends in the shop's days: the reports' one definition (issue 28).
import { fimDoMes, hojeLoja, inicioDoMes } from '@loja/shared-ui/relatorios';

export type Agrupar = 'dia' | 'mes';

const DATA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The default period: by month, the 12 months from 5 months ago to 6 months ahead (what was realised and
 * what is planned); by day, this month.
 */
export function periodoPadrao(agrupar: Agrupar, hoje = hojeLoja()): { de: string; ate: string } {
  return agrupar === 'mes' ? { de: inicioDoMes(hoje, -5), ate: fimDoMes(hoje, 6) } : { de: inicioDoMes(hoje), ate: fimDoMes(hoje) };
}

export interface FluxoParams {
  agrupar: Agrupar;
  de: string;
  ate: string;
}

/** The period in the URL (?agrupar=dia|mes&de=yyyy-MM-dd&ate=yyyy-MM-dd): a link or a reload shows the same figures. */
export function useFluxoParams(): [FluxoParams, (novo: Partial<FluxoParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const valores = useMemo(() => {
    const agrupar: Agrupar = search.get('agrupar') === 'dia' ? 'dia' : 'mes';
    const padrao = periodoPadrao(agrupar);
    const de = search.get('de') ?? '';
    const ate = search.get('ate') ?? '';
    return { agrupar, de: DATA.test(de) ? de : padrao.de, ate: DATA.test(ate) ? ate : padrao.ate };
  }, [search]);
  const definir = useCallback(
    (novo: Partial<FluxoParams>) => {
      setSearch(
        (atual) => {
          const proximo = new URLSearchParams(atual);
          for (const [chave, valor] of Object.entries(novo)) {
            if (valor) proximo.set(chave, valor);
            else proximo.delete(chave);
          }
          return proximo;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [valores, definir];
}
