import { Form } from 'formik';
import styled from 'styled-components';

/** The column of fields shared by the sign-in and sign-up forms. */
export const AuthFormBody = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A button that reads as a text link: "Esqueci minha senha", "Voltar para o login". */
export const TextLinkButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** A line of explanation above a form's fields. */
export const AuthFormIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
