import { useField } from 'formik';
import { FormikInput } from '@loja/shared-ui';
import { EMPRESA_MESSAGES } from './messages';
import { whatsappAoDigitar, whatsappComCodigoPais, whatsappParaExibir } from './whatsapp';

/**
 * The shop's WhatsApp number. A person types it as Brazilians write it, "(48) 99999-0000", or pastes
 * "+55 48 99999-0000"; the field shows a Brazilian number the way its hint writes it, and it is saved
 * as wa.me links use it, digits with Brazil's 55 in front ("5548999990000", EmpresaPage).
 */
export function WhatsappField() {
  const [field, , helpers] = useField<string>('whatsapp');
  return (
    <FormikInput
      name="whatsapp"
      label="WhatsApp da loja (checkout e contato)"
      hint={EMPRESA_MESSAGES.whatsappHint}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      transform={whatsappAoDigitar}
      onBlur={() => {
        const shown = whatsappParaExibir(whatsappComCodigoPais(field.value ?? ''));
        if (shown !== field.value) void helpers.setValue(shown);
      }}
      required
    />
  );
}
