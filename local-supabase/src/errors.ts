/** A startup problem with one clear line saying what happened and how to fix it. */
export class StackError extends Error {}
