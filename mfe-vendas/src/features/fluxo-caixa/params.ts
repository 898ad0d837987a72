import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type Agrupar = 'dia' | 'mes';

const DATA = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-MM-dd of a date's calendar day (the date built at noon UTC, so no time zone moves it). */
const iso = (d: Date) => d.toISOString().slice(0, 10);
const meioDia = (texto: string) => new Date(`${texto}T12:00:00Z`);

/** Today in the shop's time zone (São Paulo), yyyy-MM-dd. */
export const hojeLoja = (agora = new Date()) => agora.toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

/** The first day of the month `meses` months from the month of `dia`. */
export function inicioDoMes(dia: string, meses = 0): string {
  const d = meioDia(`${dia.slice(0, 7)}-01`);
  d.setUTCMonth(d.getUTCMonth() + meses);
  return iso(d);
}

/** The last day of the month `meses` months from the month of `dia`. */
export function fimDoMes(dia: string, meses = 0): string {
  const d = meioDia(inicioDoMes(dia, meses + 1));
  d.setUTCDate(0);
  return iso(d);
}

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
