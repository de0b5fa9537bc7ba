// Business teams: what other features put on their screens. The create forms' 'Post as' and the line that
// says which team member posted something for the business; /team loads as its own route.
export { PostAsField } from '@/features/teams/components/PostAsField';
export { PostedByLine } from '@/features/teams/components/PostedByLine';
export { usePostAs, type PostAs } from '@/features/teams/use-post-as';
export { useMembershipsQuery } from '@/features/teams/api/teams.queries';
