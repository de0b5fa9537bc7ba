// A member card (contracts MemberCardSchema) built in SQL from the user_summaries projection, so a
// list of requests or connections is one query. `idExpr` is the member's id; `alias` a LEFT JOINed
// user_summaries row (absent while the registration event is in flight).
export function memberCardJson(alias: string, idExpr: string): string {
  return `json_build_object(
    'id', ${idExpr},
    'username', coalesce(${alias}.username, ''),
    'name', coalesce(${alias}.name, 'Stave member'),
    'type', coalesce(${alias}.type, 'other'),
    'location', ${alias}.location,
    'bio', ${alias}.bio,
    'profileImage', ${alias}.profile_image,
    'skills', coalesce(${alias}.skills, '{}'),
    'genres', coalesce(${alias}.genres, '{}'),
    'subscriptionTier', coalesce(${alias}.subscription_tier, 'free'))`;
}
