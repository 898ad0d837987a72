import { Input, type InputProps } from '@loja/shared-ui';
import { formatMoneyInput, parseMoney } from '@loja/shared-ui/format';
import { useState } from 'react';
import { centavos, type Centavos } from '../dinheiro';

/**
 * An amount typed the Brazilian way ("12,50") outside a form (a line's discount): kept as text while
 * typed, read as centavos when the field is left or Enter is pressed.
 */
export function CampoDinheiro({ valor, onValor, ...props }: Omit<InputProps, 'value' | 'onChange'> & { valor: Centavos; onValor: (valor: Centavos) => void }) {
  const [texto, setTexto] = useState(valor ? formatMoneyInput(valor / 100) : '');
  // A new amount from outside (a cleared sale, the limit applied) replaces the text being shown.
  const [visto, setVisto] = useState(valor);
  if (visto !== valor) {
    setVisto(valor);
    setTexto(valor ? formatMoneyInput(valor / 100) : '');
  }
  const ler = () => {
    const lido = parseMoney(texto);
    const novo = lido === null || lido < 0 ? 0 : centavos(lido);
    if (novo === valor) setTexto(valor ? formatMoneyInput(valor / 100) : '');
    else onValor(novo);
  };
  return (
    <Input
      {...props}
      inputMode="decimal"
      placeholder="0,00"
      value={texto}
      onChange={(e) => setTexto(e.target.value)}
      onBlur={ler}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          ler();
        }
      }}
    />
  );
}
