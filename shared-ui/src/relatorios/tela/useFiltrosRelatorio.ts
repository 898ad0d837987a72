import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ehData } from './periodo';

/**
 * One filter of a report: its default, and either the values it may take or a check. A plain string is
 * a filter with that default that takes any non-empty value. The keys `de` and `ate` only take real dates
 * ('aaaa-mm-dd') whatever the definition says.
 */
export type PadraoFiltro = string | { padrao: string; opcoes?: readonly string[]; valido?: (valor: string) => boolean };

export type PadroesFiltros = Record<string, PadraoFiltro>;

/** The filters as read from the URL: each one a string (its default when missing or invalid), plus the page. */
export type ValoresFiltros<P extends PadroesFiltros> = { [K in keyof P]: string } & { pagina: number };

/** A change: some filters (an empty string goes back to the default), and/or the page. */
export type MudancaFiltros<P extends PadroesFiltros> = Partial<{ [K in keyof P]: string }> & { pagina?: number };

const padraoDe = (p: PadraoFiltro) => (typeof p === 'string' ? p : p.padrao);

function aceita(chave: string, definicao: PadraoFiltro, valor: string): boolean {
  if (valor === '') return false;
  if (chave === 'de' || chave === 'ate') return ehData(valor);
  if (typeof definicao === 'string') return true;
  if (definicao.opcoes && !definicao.opcoes.includes(valor)) return false;
  return definicao.valido ? definicao.valido(valor) : true;
}

/** The page from the URL: a whole number from 1 (anything else is page 1). */
function lerPagina(texto: string | null): number {
  if (!texto || !/^\d{1,6}$/.test(texto)) return 1;
  const n = Number(texto);
  return n >= 1 ? n : 1;
}

/**
 * A report's filters in the URL (`?de=2026-11-01&ate=2026-11-30&agrupar=semana&pagina=2`), so a reload or a
 * shared link shows the same report. Missing or invalid values read as the default. `definir` writes a
 * change as a history entry; any filter change goes back to page 1. The period is always written out
 * when set (a link sent today opens the same days tomorrow); other filters equal to their default, and
 * page 1, leave the URL.
 *
 * ```ts
 * const [filtros, definir] = useFiltrosRelatorio({
 *   ...periodoDoPreset('este-mes'),
 *   agrupar: { padrao: 'dia', opcoes: ['dia', 'semana', 'mes'] },
 * });
 * ```
 */
export function useFiltrosRelatorio<P extends PadroesFiltros>(padroes: P): [ValoresFiltros<P>, (mudanca: MudancaFiltros<P>) => void] {
  const [search, setSearch] = useSearchParams();
  // The definitions are usually an object literal (a new one each render): the values and `definir` are
  // keyed by the defaults' and options' text (a `valido` check should be a module-level function).
  const chavePadroes = JSON.stringify(Object.entries(padroes).map(([k, p]) => [k, padraoDe(p), typeof p === 'string' ? null : p.opcoes ?? null]));
  const texto = search.toString();

  const valores = useMemo(() => {
    const lidos: Record<string, string | number> = {};
    for (const [chave, definicao] of Object.entries(padroes)) {
      const valor = search.get(chave) ?? '';
      lidos[chave] = aceita(chave, definicao, valor) ? valor : padraoDe(definicao);
    }
    lidos.pagina = lerPagina(search.get('pagina'));
    return lidos as ValoresFiltros<P>;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string's text and the defaults' text
  }, [texto, chavePadroes]);

  const definir = useCallback(
    (mudanca: MudancaFiltros<P>) => {
      setSearch((atual) => {
        const proximo = new URLSearchParams(atual);
        let filtroMudou = false;
        for (const [chave, valor] of Object.entries(mudanca)) {
          if (chave === 'pagina' || valor === undefined) continue;
          const definicao = padroes[chave];
          const texto = String(valor);
          if (!definicao) continue;
          const naUrl = proximo.get(chave) ?? '';
          const lido = aceita(chave, definicao, naUrl) ? naUrl : padraoDe(definicao);
          // The same value it already shows (a default not written out counts): nothing changes.
          if (naUrl === texto || lido === texto) continue;
          filtroMudou = true;
          const periodo = chave === 'de' || chave === 'ate';
          if (texto === '' || (!periodo && texto === padraoDe(definicao))) proximo.delete(chave);
          else proximo.set(chave, texto);
        }
        const pagina = filtroMudou ? 1 : mudanca.pagina;
        if (pagina !== undefined) {
          if (pagina > 1) proximo.set('pagina', String(Math.floor(pagina)));
          else proximo.delete('pagina');
        }
        return proximo;
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the defaults' text, as above
    [setSearch, chavePadroes],
  );

  return [valores, definir];
}
