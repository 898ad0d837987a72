export { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFoundPage as NotFound } from '@loja/shared-ui';
