// The resources several stock pages share (DESIGN: a resource many pages need gets its hooks in one place).
export * from './produtos';
export * from './usuarios';
