import { Form } from 'formik';
import styled from 'styled-components';

/** The column of fields shared by the sign-in and sign-up forms. */
export const AuthFormBody = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
