import type { FormEvent } from 'react';

/**
 * The submit handler of a form inside a dialog that sits inside another form in the React tree.
 * React events bubble through portals to their React parents, so a dialog's own submit (Nova
 * Categoria inside the product form, Criar Usuário inside the employee form) would also submit the
 * outer form; this stops it at the dialog's form: `<form onSubmit={isolatedSubmit(handleSubmit)}>`.
 */
export function isolatedSubmit(submit: (event?: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };
}
