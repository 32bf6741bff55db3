import type { AuthGateway, AuthStateListener, AuthUser, EmailConfirmationOutcome, SignUpOutcome } from '@/lib/auth-client';

/** A learner for tests. */
export const testUser: AuthUser = { id: 'user-1', email: 'ana@example.com', name: 'Ana Lima', emailVerified: true, image: null };

/**
 * An identity provider double. The session check stays pending until `resolveSession` is called;
 * sign-in accepts `password` only, and everything it does is recorded.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly listeners = new Set<AuthStateListener>();
  readonly calls: string[] = [];
  password = 'correct horse';
  signInError: Error | null = null;
  signUpError: Error | null = null;
  /** When set, sign-up answers this "check your e-mail" message instead of signing in (the server confirms addresses). */
  confirmationMessage: string | null = null;
  /** What opening a confirmation link leads to, or the error it fails with. */
  confirmOutcome: EmailConfirmationOutcome | Error = 'signed-in';
  private current: AuthUser | null = null;
  private checked = false;

  onAuthStateChanged(listener: AuthStateListener): () => void {
    this.listeners.add(listener);
    if (this.checked) listener(this.current);
    return () => this.listeners.delete(listener);
  }

  /** Ends the initial session check with `user` (null: nobody signed in). */
  resolveSession(user: AuthUser | null): void {
    this.checked = true;
    this.publish(user);
  }

  private publish(user: AuthUser | null): void {
    this.current = user;
    for (const listener of this.listeners) listener(user);
  }

  async signIn(input: { email: string; password: string }): Promise<AuthUser> {
    this.calls.push(`signIn ${input.email}`);
    if (this.signInError) throw this.signInError;
    if (input.password !== this.password) throw Object.assign(new Error('That e-mail and password do not match an account.'), { code: 'INVALID_EMAIL_OR_PASSWORD' });
    const user = { ...testUser, email: input.email };
    this.publish(user);
    return user;
  }

  async signUp(input: { name: string; email: string; password: string }): Promise<SignUpOutcome> {
    this.calls.push(`signUp ${input.email}`);
    if (this.signUpError) throw this.signUpError;
    if (this.confirmationMessage) return { kind: 'confirm-email', message: this.confirmationMessage };
    const user = { ...testUser, name: input.name, email: input.email };
    this.publish(user);
    return { kind: 'signed-in', user };
  }

  async confirmEmail(token: string): Promise<EmailConfirmationOutcome> {
    this.calls.push(`confirmEmail ${token}`);
    if (this.confirmOutcome instanceof Error) throw this.confirmOutcome;
    if (this.confirmOutcome === 'signed-in') this.publish(testUser);
    return this.confirmOutcome;
  }

  async sendConfirmationEmail(input: { email: string }): Promise<string> {
    this.calls.push(`sendConfirmationEmail ${input.email}`);
    return 'If an account with this e-mail is waiting for confirmation, we have sent it a new link.';
  }

  async signOut(): Promise<void> {
    this.calls.push('signOut');
    this.publish(null);
  }

  async requestPasswordReset(input: { email: string; redirectTo: string }): Promise<void> {
    this.calls.push(`requestPasswordReset ${input.email} ${input.redirectTo}`);
  }

  async resetPassword(input: { newPassword: string; token: string }): Promise<void> {
    this.calls.push(`resetPassword ${input.token}`);
  }
}
