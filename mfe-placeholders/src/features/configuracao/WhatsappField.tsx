import { useField } from 'formik';
import { FormikInput } from '@loja/shared-ui';
import { EMPRESA_MESSAGES } from './messages';
import { whatsappComCodigoPais, whatsappDigits } from './whatsapp';

/**
 * The shop's WhatsApp number. A person types it as Brazilians write it, "(48) 99999-0000", or pastes
 * "+55 48 99999-0000": the field keeps the digits, and on leaving it shows the number as it is stored
 * and used in wa.me links, with Brazil's 55 in front ("5548999990000").
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
      transform={whatsappDigits}
      onBlur={() => {
        const stored = whatsappComCodigoPais(field.value ?? '');
        if (stored !== field.value) void helpers.setValue(stored);
      }}
      required
    />
  );
}
