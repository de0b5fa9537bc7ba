// The network: connections, requests and the Connect button, for the pages that show members
// (docs/web.md#feature-boundaries). /network is the app's route.
export {
  useConnectionsQuery,
  useNetworkStatsQuery,
  useReceivedRequestsQuery,
  useRecommendationsQuery,
  useSentRequestsQuery,
  useUserStatsQuery,
} from '@/features/network/api/network.queries';
export { ConnectButton, type Relationship } from '@/features/network/components/ConnectButton';
export { useAcceptRequest } from '@/features/network/components/RequestCard';
