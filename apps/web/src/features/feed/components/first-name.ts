// "What's on your mind, {first name}?" (docs/web.md#screens): the first word of the name, else the username.
export function firstNameOf(user: { name?: string | null; username: string } | null | undefined): string {
  if (!user) return 'there';
  return (user.name?.trim() || user.username).split(/\s+/)[0] ?? user.username;
}
