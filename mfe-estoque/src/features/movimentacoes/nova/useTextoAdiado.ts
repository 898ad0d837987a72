import { useEffect, useState } from 'react';

/**
 * `texto` once the person has paused typing for `atraso` ms (the picker searches then, not on
 * every key). Blank text comes through at once, so clearing the search never waits.
 */
export function useTextoAdiado(texto: string, atraso = 250): string {
  const [adiado, setAdiado] = useState(texto);
  useEffect(() => {
    const timer = setTimeout(() => setAdiado(texto), texto.trim() ? atraso : 0);
    return () => clearTimeout(timer);
  }, [texto, atraso]);
  return texto.trim() ? adiado : '';
}
