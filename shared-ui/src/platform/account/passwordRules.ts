import { Yup } from '../../forms/yup';

/** GoTrue's minimum_password_length of this project (supabase/config.toml). */
export const PASSWORD_MIN_LENGTH = 6;

/** A password someone chooses (sign-up, "Nova senha"): the same rule and messages everywhere. */
export const newPasswordRule = () =>
  Yup.string()
    .required('Senha é obrigatória')
    .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
