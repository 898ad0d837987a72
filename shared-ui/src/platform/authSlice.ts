import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Tables } from './database';
import { canWriteTipo, isStaffTipo, type UserTipo } from './roles';

export interface AuthUser {
  id: string;
  email: string | null;
}

/** The signed-in account's usuarios row as the app keeps it: tipo narrowed to the known roles. */
export type Profile = Pick<Tables<'usuarios'>, 'nome'> & { tipo: UserTipo };

export interface AuthState {
  /** 'loading' until the initial session (and its profile) has been read. */
  status: 'loading' | 'ready';
  user: AuthUser | null;
  profile: Profile | null;
}

export const initialAuthState: AuthState = { status: 'loading', user: null, profile: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authLoading(state) {
      state.status = 'loading';
    },
    authReady(state, action: PayloadAction<{ user: AuthUser | null; profile: Profile | null }>) {
      state.status = 'ready';
      state.user = action.payload.user;
      state.profile = action.payload.user ? action.payload.profile : null;
    },
    userUpdated(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
    },
    profileLoaded(state, action: PayloadAction<Profile | null>) {
      state.profile = action.payload;
    },
    signedOut(state) {
      state.status = 'ready';
      state.user = null;
      state.profile = null;
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectAuthStatus: (state) => state.status,
    selectAuthLoading: (state) => state.status === 'loading',
    selectUser: (state) => state.user,
    selectProfile: (state) => state.profile,
    selectIsStaff: (state) => isStaffTipo(state.profile?.tipo),
    selectCanWrite: (state) => canWriteTipo(state.profile?.tipo),
    selectIsAdmin: (state) => state.profile?.tipo === 'admin',
  },
});

export const { authLoading, authReady, userUpdated, profileLoaded, signedOut } = authSlice.actions;
export const {
  selectAuth,
  selectAuthStatus,
  selectAuthLoading,
  selectUser,
  selectProfile,
  selectIsStaff,
  selectCanWrite,
  selectIsAdmin,
} = authSlice.selectors;
