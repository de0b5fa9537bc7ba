// "What's on your mind, {first name}?" (spec §2): the first word of the name, else the username.
export function firstNameOf(user: { name?: string | null; username: string } | null | undefined): string {
  if (!user) return 'there';
  return (user.name?.trim() || user.username).split(/\s+/)[0] ?? user.username;
}
