import { Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  PROFESSIONAL_TYPES,
  planHasFeature,
  type MatchSuggestion,
  type MatchingPreferences,
  type ProfessionalType,
  type UpdateMatchingPreferences,
} from '@stave/contracts';
import { Clock, Database, domainError, type Transaction } from '@stave/platform';
import { findUserSummary, memberTier } from '@stave/domain';
import { ConnectionsService } from '../connections/connections.service';
import { COMPLEMENTS, scoreCandidate } from './match-score';
import { MatchingRepository, type SuggestionRow } from './matching.repository';

// The request AI matching sends carries this fixed intro text.
export const MATCH_INTRO = "Hi! Stave's AI matching suggested we connect — I'd love to talk about working together.";
const SUGGESTIONS = 20;
const MIN_SCORE = 20;
const STALE_MS = 6 * 3_600_000;

const view = (row: SuggestionRow): MatchSuggestion => ({
  id: row.id,
  user: {
    id: row.userId,
    name: row.name,
    username: row.username,
    profileImage: row.profileImage,
    type: row.type,
    location: row.location,
    subscriptionTier: row.subscriptionTier,
    genres: row.genres,
    skills: row.skills,
  },
  score: row.score,
  reasons: row.reasons,
});

// AI Matching: suggestions scored by a transparent model (match-score.ts) over members'
// profiles and the seeker's preferences, computed ahead and read as stored; Pro and Business only.
@Injectable()
export class MatchingService {
  constructor(
    private readonly database: Database,
    private readonly matching: MatchingRepository,
    private readonly connections: ConnectionsService,
    private readonly clock: Clock,
  ) {}

  async suggestions(userId: number): Promise<MatchSuggestion[]> {
    await this.premium(userId);
    const stored = await this.matching.preferences(userId);
    if (!stored?.lastMatchedAt || this.clock.now().getTime() - stored.lastMatchedAt.getTime() > STALE_MS) await this.refresh(userId);
    return (await this.matching.suggestions(userId)).map(view);
  }

  async preferences(userId: number): Promise<MatchingPreferences> {
    await this.premium(userId);
    return this.effectivePreferences(userId);
  }

  async updatePreferences(userId: number, change: UpdateMatchingPreferences): Promise<MatchingPreferences> {
    await this.premium(userId);
    const next = { ...(await this.effectivePreferences(userId)), ...change };
    await this.database.transaction((tx) => this.matching.savePreferences(tx, userId, next));
    await this.refresh(userId);
    return next;
  }

  // A connection request with the fixed intro text, the match marked contacted, suggestions refreshed.
  async contact(userId: number, matchedUserId: number, message: string | undefined): Promise<MatchSuggestion[]> {
    await this.premium(userId);
    await this.connections.send(userId, { receiverId: matchedUserId, message: message || MATCH_INTRO });
    await this.database.transaction((tx) => this.matching.mark(tx, userId, matchedUserId, 'contacted'));
    await this.refresh(userId);
    return (await this.matching.suggestions(userId)).map(view);
  }

  async decline(userId: number, matchedUserId: number): Promise<MatchSuggestion[]> {
    await this.premium(userId);
    if (matchedUserId === userId || !(await findUserSummary(this.database.pool, matchedUserId))) throw domainError(CommonErrorCode.UserNotFound);
    await this.database.transaction((tx) => this.matching.decline(tx, userId, matchedUserId));
    return (await this.matching.suggestions(userId)).map(view);
  }

  // Scores the candidates against the member's preferences and keeps the best 20 (score at least 20).
  async refresh(userId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      await this.matching.lock(tx, userId);
      const me = await this.matching.profile(tx, userId);
      const preferences = await this.effectivePreferences(userId, tx, me);
      const candidates = await this.matching.candidates(tx, userId, preferences.lookingFor, preferences.genres, preferences.location);
      const seeker = { ...preferences, skills: me?.skills ?? [] };
      const scored = candidates
        .map((candidate) => ({ matchedUserId: candidate.id, ...scoreCandidate(seeker, candidate) }))
        .filter((match) => match.score >= MIN_SCORE)
        .sort((a, b) => b.score - a.score || a.matchedUserId - b.matchedUserId)
        .slice(0, SUGGESTIONS);
      await this.matching.replacePending(tx, userId, scored);
    });
  }

  // Stored preferences, or (docs/web.md#screens) the profile's: its genres, the types that complement its type, its town.
  // `profile`: the member's profile when the caller has read it already.
  private async effectivePreferences(
    userId: number,
    tx?: Transaction,
    profile?: Awaited<ReturnType<MatchingRepository['profile']>>,
  ): Promise<MatchingPreferences> {
    const db = tx ?? this.database.pool;
    const stored = await this.matching.preferences(userId, db);
    if (stored) {
      const { lastMatchedAt: _at, ...preferences } = stored;
      return preferences;
    }
    const me = profile === undefined ? await this.matching.profile(db, userId) : profile;
    const type = (PROFESSIONAL_TYPES as readonly string[]).includes(me?.type ?? '') ? (me!.type as ProfessionalType) : 'other';
    const derived: MatchingPreferences = {
      lookingFor: COMPLEMENTS[type],
      genres: me?.genres ?? [],
      location: me?.location ?? null,
      remoteOnly: false,
      availability: 'open',
      optedOut: false,
    };
    if (tx) await this.matching.savePreferences(tx, userId, derived);
    return derived;
  }

  private async premium(userId: number): Promise<void> {
    if (!planHasFeature(memberTier(await findUserSummary(this.database.pool, userId)), 'aiMatching')) throw domainError(CommonErrorCode.PremiumRequired);
  }
}
