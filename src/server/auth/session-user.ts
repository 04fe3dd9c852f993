/** The signed-in person as the session middleware hands it to routes and services. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
}
